// The contract's runtime constants and the one financial-pages rule, without zod: the screens
// import these at start-up, and the schemas (with zod) load only with the first API call
// (client/request.ts). The schema modules re-export them, so both import paths keep working.

/** Review status of a member's user type (SPEC §3). */
export const UserTypeStatus = { None: 0, Pending: 10, Accepted: 20, Rejected: -10 } as const;
export type UserTypeStatus = (typeof UserTypeStatus)[keyof typeof UserTypeStatus];

export const UserTypeValue = { Student: 'student', Teacher: 'teacher' } as const;
export type UserTypeValue = (typeof UserTypeValue)[keyof typeof UserTypeValue];

export const OperationType = { Received: 0, Spent: 1 } as const;

export const WheelStatus = { Won: 10, BadLuck: 0, Deactive: -10, Limitation: -20 } as const;
export type WheelStatus = (typeof WheelStatus)[keyof typeof WheelStatus];

export const PrizeType = { None: 0, DiscountCode: 10, Score: 30 } as const;
export type PrizeType = (typeof PrizeType)[keyof typeof PrizeType];

/**
 * What the guard of the financial routes and the side menu ask: the API's verdict carried by the
 * profile. Nothing else in the browser may decide it, so the menu and the guard cannot disagree.
 */
export function mayOpenFinancialPages(profile: { isCommissionEligible: boolean } | null | undefined): boolean {
  return profile?.isCommissionEligible === true;
}

/** SPEC §9: the twelve segment colours, used in turn for prizes without a colour of their own (the seed and the wheel's canvas share them). Here, without zod: the wheel's page draws with them at start. */
export const wheelSegmentColors: readonly string[] = [
  '#16A34A',
  '#F59E0B',
  '#0EA5E9',
  '#DB2777',
  '#7C3AED',
  '#DC2626',
  '#0D9488',
  '#EA580C',
  '#4F46E5',
  '#65A30D',
  '#0891B2',
  '#C026D3',
];

/** Causes of a ledger line: the ledger's `source`. */
export const ledgerCauses = ['order', 'survey', 'mission', 'wheel', 'reward', 'gift', 'adjustment', 'refund'] as const;

/** A cause as staff read it, on the member page and in the exported ledger alike. */
export const ledgerCauseNames: Record<(typeof ledgerCauses)[number], string> = {
  order: 'سفارش',
  survey: 'نظرسنجی',
  mission: 'مأموریت',
  wheel: 'گردونه',
  reward: 'خرید جایزه',
  gift: 'هدیه',
  adjustment: 'اصلاح دستی',
  refund: 'برگشت کد معیوب',
};

/** How many Tehran days the activity report covers, ending today (`?days=`). */
export const activityDaysRange = { min: 7, max: 180, default: 30 } as const;

/** How long the profiles waiting for review have waited, in these buckets (from their submission). */
export const reviewAgeBuckets = ['day', 'days3', 'week', 'older'] as const;
export type ReviewAgeBucket = (typeof reviewAgeBuckets)[number];
export const reviewAgeNames: Record<ReviewAgeBucket, string> = {
  day: 'کمتر از ۱ روز',
  days3: '۱ تا ۳ روز',
  week: '۳ تا ۷ روز',
  older: 'بیش از ۷ روز',
};

/** The column titles of the audit trail, on the screen and in its CSV file alike. */
export const auditColumnLabels = {
  at: 'زمان',
  actor: 'انجام‌دهنده',
  kind: 'نوع تغییر',
  subject: 'موضوع',
  reason: 'دلیل',
  address: 'نشانی',
  before: 'پیش از تغییر',
  after: 'پس از تغییر',
} as const;

/** Each staff role as staff read it: the roles screen and the role holders' CSV. */
export const staffRoleNames = {
  operator: 'کارشناس عملیات',
  reviewer: 'بررسی‌کننده',
  support: 'پشتیبان',
  finance: 'مالی',
  admin: 'مدیر',
} as const;

/** The column titles of the role holders, on the screen and in their CSV file alike. */
export const roleColumnLabels = {
  mobile: 'موبایل',
  name: 'نام',
  role: 'نقش',
  grantedAt: 'زمان اعطا',
  grantedBy: 'اعطاکننده',
} as const;

// The member page's lists: their column titles and the words for their codes, on the screen and in
// each list's CSV file alike.

/** Where a member's discount code came from. */
export const codeSourceNames = { reward: 'خرید با امتیاز', wheel: 'گردونه', gift: 'هدیه' } as const;

/** A member's discount code as staff read its state. */
export const codeStateNames = { usable: 'قابل استفاده', expired: 'منقضی‌شده', faulty: 'معیوب' } as const;

export const memberCodeColumnLabels = {
  code: 'کد',
  title: 'عنوان',
  source: 'منشأ',
  paidPoints: 'کلروفیل پرداختی',
  state: 'وضعیت',
  faultyReason: 'علت معیوب بودن',
  createdAt: 'زمان صدور',
  expirationDate: 'اعتبار تا',
  /** An expiration date's cell when the code has none. */
  noExpiry: 'بدون انقضا',
} as const;

export const memberSpinColumnLabels = {
  at: 'زمان',
  prize: 'نتیجه',
  /** A spin's result when it won nothing. */
  miss: 'پوچ',
} as const;

export const memberNotificationColumnLabels = {
  createdAt: 'زمان',
  type: 'نوع',
  message: 'متن',
  deliveredAt: 'دیده شد',
  /** The «seen» cell of a notification the app has not shown yet. */
  notSeen: 'هنوز نه',
} as const;

/** Where a delivered order's points stand. */
export const orderStatusNames = {
  pending: 'در مهلت مرجوعی',
  released: 'امتیاز داده شد',
  cancelled: 'مرجوع شد',
} as const;

export const memberOrderColumnLabels = {
  orderId: 'سفارش',
  amountToman: 'مبلغ',
  points: 'کلروفیل',
  status: 'وضعیت',
  deliveredAt: 'تحویل',
  availableAt: 'قابل خرج از',
  returnedAt: 'مرجوعی',
  releasedAt: 'واریز امتیاز',
} as const;

/** SPEC §3's review status of a member's user type, as the staff read it. */
export function userTypeStatusName(status: number): string {
  if (status === UserTypeStatus.Accepted) return 'تأییدشده';
  if (status === UserTypeStatus.Pending) return 'در انتظار بررسی';
  if (status === UserTypeStatus.Rejected) return 'ردشده';
  return 'بدون نوع کاربری';
}

/** The column titles of the member search's results, on the screen and in their CSV file alike. */
export const memberSearchColumnLabels = {
  member: 'عضو',
  mobile: 'موبایل',
  nationalCode: 'کد ملی',
  userType: 'نوع کاربری',
  userTypeStatus: 'وضعیت بررسی',
  balance: 'موجودی (کلروفیل)',
} as const;

/** Why a points adjustment was asked for. */
export const adjustmentCategoryNames = {
  goodwill: 'دلجویی',
  correction: 'اصلاح خطا',
  fraud_reversal: 'برگشت تقلب',
} as const;

/** Where a points adjustment stands. */
export const adjustmentStatusNames = {
  pending: 'در انتظار تأیید مالی',
  applied: 'اعمال‌شده',
  rejected: 'ردشده',
} as const;

/** The column titles of points adjustments (the member page, the approvals queue) and their CSV file. */
export const adjustmentColumnLabels = {
  member: 'عضو',
  memberMobile: 'موبایل عضو',
  amount: 'کلروفیل',
  category: 'دسته',
  reason: 'دلیل',
  status: 'وضعیت',
  decisionNote: 'یادداشت تصمیم',
  requested: 'درخواست',
  decided: 'تأیید یا رد',
  /** Who, of a request or a decision (a mobile). */
  by: 'کارشناس',
  /** When, of a request or a decision. */
  at: 'زمان',
} as const;

/** The review queue's words for a waiting profile, on its cards and in its CSV file alike. */
export const reviewColumnLabels = {
  name: 'نام',
  mobile: 'موبایل',
  nationalCode: 'کد ملی',
  userType: 'نوع کاربری',
  /** A profile that names no user type. */
  noType: 'بدون نوع',
  schoolName: 'نام مدرسه',
  submittedAt: 'ثبت در',
} as const;

/** Where a mission stands, as operators read it. */
export const missionStateNames = { upcoming: 'در انتظار آغاز', open: 'در جریان', ended: 'پایان‌یافته' } as const;

/** How a mission's goal reads after its number: «۳ کالا», «۲ نظرسنجی». */
export const missionGoalUnits = { items: 'کالا', surveys: 'نظرسنجی' } as const;

/** The column titles of the console's missions, on the screen and in their CSV file alike. */
export const missionColumnLabels = {
  title: 'عنوان',
  goal: 'هدف',
  points: 'جایزه (کلروفیل)',
  window: 'بازه',
  startsAt: 'آغاز',
  endsAt: 'پایان',
  onTheWay: 'در مسیر',
  done: 'انجام‌داده',
  state: 'وضعیت',
  endReason: 'دلیل پایان زودهنگام',
} as const;

/** The console's content pages list: column titles and states, on the screen and in its CSV file alike. */
export const pageListLabels = {
  columns: { title: 'عنوان', url: 'نشانی', state: 'وضعیت', publishedAt: 'آخرین انتشار', publishedBy: 'منتشرکننده' },
  states: { published: 'منتشرشده', draft: 'پیش‌نویس در انتظار انتشار' },
  /** The «last publish» of a page members still read in the seed's text. */
  seedText: 'متن اولیه',
} as const;

/** The public menus' words, on the menus screen and in its CSV file alike. */
export const menuLabels = {
  menus: { header: 'منوی بالای صفحه', footer: 'منوی پانویس' },
  menu: 'منو',
  position: 'ردیف',
  label: 'برچسب',
  target: 'مقصد',
  visible: 'نمایش در منو',
  pageBadge: 'صفحهٔ محتوایی',
} as const;

/** The FAQ's words, on its console screen and in its CSV file alike. */
export const faqLabels = { position: 'ردیف', question: 'پرسش', answer: 'پاسخ' } as const;
