// The demo accounts, one per situation a member can be in, and one per staff role. Sign in with the mobile
// number; the development identity provider prints the one-time code.
import { partnerBankInformation, partnerCommissions, partnerPayments } from './demo-commissions.js';
import type { SeedBankInformation, SeedCommission, SeedPayment } from './demo-commissions.js';
import {
  REWARD_BUYER_EXPECTED_SCORE,
  rewardBuyerLedger,
  STUDENT_EXPECTED_SCORE,
  studentDiscountCodes,
  studentLedger,
  SUPPORT_CASE_EXPECTED_SCORE,
  supportCaseDiscountCodes,
  supportCaseLedger,
  supportCaseOrders,
} from './demo-history.js';
import type { SeedDiscountCode, SeedLedgerEntry } from './demo-history.js';
import { studentPendingOrders, type SeedPendingOrder } from './demo-missions.js';
import type { StudentInfo, TeacherInfo } from './profile-items.js';

/** SPEC §3 status enumeration. */
export const UserTypeStatus = { None: 0, Pending: 10, Accepted: 20, Rejected: -10 } as const;
export type UserTypeStatusValue = (typeof UserTypeStatus)[keyof typeof UserTypeStatus];

type TypedInfo =
  | { userType: 'student'; userTypeInfo: StudentInfo }
  | { userType: 'teacher'; userTypeInfo: TeacherInfo }
  | { userType: null; userTypeInfo: null };

export type DemoMember = TypedInfo & {
  mobile: string;
  /** A member, or a staff member holding this one role (the roles of apps/api/src/auth/permissions.ts). */
  role: 'member' | 'operator' | 'reviewer' | 'support' | 'finance' | 'admin';
  firstName: string;
  lastName: string;
  nationalCode: string;
  provinceId: number | null;
  cityId: number | null;
  userTypeStatus: UserTypeStatusValue;
  commissionEligible: boolean;
  expectedScore: number;
  ledger: readonly SeedLedgerEntry[];
  discountCodes: readonly SeedDiscountCode[];
  commissions: readonly SeedCommission[];
  payments: readonly SeedPayment[];
  bankInformation: SeedBankInformation | null;
  /** Delivered orders still inside their return window, or returned inside it. */
  openOrders: readonly SeedPendingOrder[];
  /** What this account is for, for the README and the seeding log. */
  purpose: string;
};

export const DEMO_STUDENT_MOBILE = '09120000001';
export const DEMO_PARTNER_MOBILE = '09120000002';
export const DEMO_NEW_MEMBER_MOBILE = '09120000003';
export const DEMO_PENDING_TEACHER_MOBILE = '09120000004';
export const DEMO_REJECTED_STUDENT_MOBILE = '09120000005';
export const DEMO_REVIEWER_MOBILE = '09129999999';
export const DEMO_OPERATOR_MOBILE = '09120000010';
export const DEMO_ADMIN_MOBILE = '09120000012';
export const DEMO_FINANCE_MOBILE = '09120000013';
export const DEMO_SUPPORT_MOBILE = '09120000014';
/** The member the member-care end-to-end test looks after (e2e/src/operator-members.test.ts), and nobody else. */
export const DEMO_SUPPORT_CASE_MOBILE = '09120000031';
/**
 * Staff and members each operator end-to-end file (e2e/src/operator-*.test.ts) has to itself, so
 * those files run beside the others: what one of them publishes or sends reaches only its own.
 */
export const DEMO_E2E_MOBILES = {
  catalogueOperator: '09120000032',
  rewardBuyer: '09120000033',
  missionsOperator: '09120000034',
  missionsMember: '09120000035',
  contentOperator: '09120000036',
  notificationsOperator: '09120000037',
  notified: '09120000038',
  notNotified: '09120000039',
  wheelOperator: '09120000040',
} as const;

const empty = {
  ledger: [],
  discountCodes: [],
  commissions: [],
  payments: [],
  bankInformation: null,
  openOrders: [],
  expectedScore: 0,
} as const;

export const demoMembers: readonly DemoMember[] = [
  {
    ...empty,
    mobile: DEMO_STUDENT_MOBILE,
    role: 'member',
    purpose: 'دانش‌آموز تأییدشده با ۱٬۲۵۰ امتیاز، تاریخچه و کد تخفیف',
    firstName: 'امیرحسین',
    lastName: 'محمدی',
    nationalCode: '0072145366',
    provinceId: 8,
    cityId: 801,
    userType: 'student',
    userTypeStatus: UserTypeStatus.Accepted,
    commissionEligible: false,
    userTypeInfo: {
      schoolName: 'دبیرستان پسرانه دانش',
      schoolType: 3,
      schoolLevel: 3,
      grade: 11,
      field: 1,
      educationYear: 3,
    },
    expectedScore: STUDENT_EXPECTED_SCORE,
    ledger: studentLedger,
    discountCodes: studentDiscountCodes,
    openOrders: studentPendingOrders,
  },
  {
    ...empty,
    mobile: DEMO_PARTNER_MOBILE,
    role: 'member',
    purpose: 'معلم تأییدشده و همکار فروش با کمیسیون، پرداخت‌ها و حساب بانکی',
    firstName: 'مریم',
    lastName: 'حسینی',
    nationalCode: '0448123797',
    provinceId: 4,
    cityId: 401,
    userType: 'teacher',
    userTypeStatus: UserTypeStatus.Accepted,
    commissionEligible: true,
    userTypeInfo: {
      schoolName: 'دبیرستان دخترانه مهر',
      schoolType: 1,
      schoolLevel: 3,
      lessons: [1, 14, 15],
      yearsOfExperience: 14,
      personnelCode: '45127836',
    },
    commissions: partnerCommissions,
    payments: partnerPayments,
    bankInformation: partnerBankInformation,
  },
  {
    ...empty,
    mobile: DEMO_NEW_MEMBER_MOBILE,
    role: 'member',
    purpose: 'عضو تازه بدون نوع کاربری و بدون امتیاز',
    firstName: '',
    lastName: '',
    nationalCode: '',
    provinceId: null,
    cityId: null,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_PENDING_TEACHER_MOBILE,
    role: 'member',
    purpose: 'معلمی که اطلاعاتش در انتظار بررسی است',
    firstName: 'رضا',
    lastName: 'کاظمی',
    nationalCode: '1286394503',
    provinceId: 17,
    cityId: 1701,
    userType: 'teacher',
    userTypeStatus: UserTypeStatus.Pending,
    commissionEligible: false,
    userTypeInfo: {
      schoolName: 'دبستان پسرانه امید',
      schoolType: 2,
      schoolLevel: 1,
      lessons: [1, 2, 6],
      yearsOfExperience: 6,
      personnelCode: '61849027',
    },
  },
  {
    ...empty,
    mobile: DEMO_REJECTED_STUDENT_MOBILE,
    role: 'member',
    purpose: 'دانش‌آموزی که اطلاعاتش تأیید نشده است',
    firstName: 'نگار',
    lastName: 'موسوی',
    nationalCode: '4512378901',
    provinceId: 11,
    cityId: 1101,
    userType: 'student',
    userTypeStatus: UserTypeStatus.Rejected,
    commissionEligible: false,
    userTypeInfo: {
      schoolName: 'مدرسه دخترانه آفرینش',
      schoolType: 2,
      schoolLevel: 2,
      grade: 8,
      field: null,
      educationYear: 3,
    },
  },
  {
    ...empty,
    mobile: DEMO_REVIEWER_MOBILE,
    role: 'reviewer',
    purpose: 'بازبین باشگاه که درخواست‌های نوع کاربری را تأیید یا رد می‌کند',
    firstName: 'فاطمه',
    lastName: 'نوری',
    nationalCode: '0023657189',
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_OPERATOR_MOBILE,
    role: 'operator',
    purpose: 'کارشناس باشگاه که جایزه‌ها، گردونه، محتوا و مأموریت‌ها را اداره می‌کند',
    firstName: 'نیما',
    lastName: 'کاظمی',
    nationalCode: '0042158737',
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_ADMIN_MOBILE,
    role: 'admin',
    purpose: 'مدیر باشگاه که نقش‌ها را به کارکنان می‌دهد یا پس می‌گیرد',
    firstName: 'لیلا',
    lastName: 'احمدی',
    nationalCode: '0083791647',
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_FINANCE_MOBILE,
    role: 'finance',
    purpose: 'کارشناس مالی باشگاه که اصلاح‌های بزرگ امتیاز را تأیید می‌کند و فهرست تغییرات را می‌بیند',
    firstName: 'رضا',
    lastName: 'موسوی',
    nationalCode: '1195837021',
    provinceId: 4,
    cityId: 401,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_SUPPORT_MOBILE,
    role: 'support',
    purpose: 'کارشناس پشتیبانی باشگاه که عضو را پیدا می‌کند و به امتیاز، کدها و نشست‌هایش رسیدگی می‌کند',
    firstName: 'سمیرا',
    lastName: 'رحیمی',
    nationalCode: '2276403950',
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  },
  {
    ...empty,
    mobile: DEMO_SUPPORT_CASE_MOBILE,
    role: 'member',
    // No user type: the approved students and teachers are counted by other tests (audiences).
    purpose: 'خریداری که پشتیبانی به او رسیدگی می‌کند: سفارش در راه، سفارش مرجوعی و کد خریده‌شده',
    firstName: 'سارا',
    lastName: 'رضایی',
    nationalCode: '0012345679',
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
    expectedScore: SUPPORT_CASE_EXPECTED_SCORE,
    ledger: supportCaseLedger,
    discountCodes: supportCaseDiscountCodes,
    openOrders: supportCaseOrders,
  },
  e2eOnly(DEMO_E2E_MOBILES.catalogueOperator, 'operator', 'جایزه‌ها', 'کیوان', 'نادری', '0037902164'),
  {
    ...e2eOnly(DEMO_E2E_MOBILES.rewardBuyer, 'member', 'خرید جایزهٔ تازه', 'الهام', 'صالحی', '0047712465'),
    expectedScore: REWARD_BUYER_EXPECTED_SCORE,
    ledger: rewardBuyerLedger,
  },
  e2eOnly(DEMO_E2E_MOBILES.missionsOperator, 'operator', 'مأموریت‌ها', 'بهرام', 'یزدانی', '0057592152'),
  e2eOnly(DEMO_E2E_MOBILES.missionsMember, 'member', 'دیدن مأموریت تازه', 'ترانه', 'شریفی', '0067290000'),
  e2eOnly(DEMO_E2E_MOBILES.contentOperator, 'operator', 'صفحه‌ها، پرسش‌ها و منوها', 'سینا', 'فرهادی', '0077966929'),
  e2eOnly(DEMO_E2E_MOBILES.notificationsOperator, 'operator', 'اعلان‌ها', 'پریسا', 'جلالی', '0087665549'),
  e2eOnly(DEMO_E2E_MOBILES.notified, 'member', 'گرفتن اعلان', 'آرش', 'توکلی', '0097798517'),
  e2eOnly(DEMO_E2E_MOBILES.notNotified, 'member', 'نگرفتن اعلانی که به او نرسیده', 'مهسا', 'قاسمی', '0107031272'),
  e2eOnly(DEMO_E2E_MOBILES.wheelOperator, 'operator', 'جدول شانس گردونه', 'فرشید', 'امینی', '0117065013'),
];

/** An account of one operator end-to-end file, with no type, history or codes. */
function e2eOnly(
  mobile: string,
  role: 'member' | 'operator',
  use: string,
  firstName: string,
  lastName: string,
  nationalCode: string,
): DemoMember {
  return {
    ...empty,
    mobile,
    role,
    // No user type: the approved students and teachers are counted by other tests (audiences).
    purpose: `حساب آزمون سرتاسری کنسول (${use}) که فقط همان آزمون به کار می‌برد`,
    firstName,
    lastName,
    nationalCode,
    provinceId: 8,
    cityId: 801,
    userType: null,
    userTypeInfo: null,
    userTypeStatus: UserTypeStatus.None,
    commissionEligible: false,
  };
}

export function findDemoMember(mobile: string): DemoMember | undefined {
  return demoMembers.find((m) => m.mobile === mobile);
}

/** Reward keys the member has received, with how many times — for the reward receipts table. */
export function receivedRewardCounts(member: DemoMember): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of member.ledger) {
    if (entry.rewardKey) counts.set(entry.rewardKey, (counts.get(entry.rewardKey) ?? 0) + 1);
  }
  return counts;
}
