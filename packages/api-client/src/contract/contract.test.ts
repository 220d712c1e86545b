import { describe, expect, it } from 'vitest';
import {
  auditTrailQuerySchema,
  bankInformationSchema,
  buildPath,
  endpoints,
  errorBodySchema,
  idParamSchema,
  orderDeliveredRequestSchema,
  permissions,
  profileSchema,
  rewardSchema,
  roleParamsSchema,
  spinResultSchema,
  studentInfoSchema,
  teacherInfoSchema,
  updateBankInformationRequestSchema,
  unknownRoleMessage,
  updateProfileRequestSchema,
} from './index.js';

const profile = {
  id: 1,
  firstName: 'سارا',
  lastName: 'محمدی',
  fullName: 'سارا محمدی',
  mobile: '09120000001',
  nationalCode: '0012345679',
  score: 1250,
  userType: { id: 1, text: 'دانش‌آموز', value: 'student' },
  userTypeStatus: 20,
  userTypeInfo: '{}',
  provinceId: 8,
  cityId: 301,
  resultSeen: false,
  reviewNote: null,
  isCommissionEligible: false,
  isStaff: false,
};

describe('profile', () => {
  it('accepts the profile the API sends and a fresh member without a type', () => {
    expect(profileSchema.parse(profile).score).toBe(1250);
    const fresh = { ...profile, userType: null, userTypeStatus: 0, userTypeInfo: null, provinceId: null, cityId: null };
    expect(profileSchema.safeParse(fresh).success).toBe(true);
  });

  it('rejects an unknown review status and a negative balance', () => {
    expect(profileSchema.safeParse({ ...profile, userTypeStatus: 5 }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, score: -1 }).success).toBe(false);
  });

  it('refuses mass assignment of score, status, id or mobile in PUT /api/Profile', () => {
    const body = { firstName: 'سارا', lastName: 'محمدی', nationalCode: '0012345679' };
    expect(updateProfileRequestSchema.safeParse(body).success).toBe(true);
    for (const extra of [{ score: 99999 }, { userTypeStatus: 20 }, { id: 7 }, { mobile: '09121111111' }]) {
      const result = updateProfileRequestSchema.safeParse({ ...body, ...extra });
      expect(result.success).toBe(false);
    }
  });

  it('needs userTypeInfo together with userTypeId and explains in Persian', () => {
    const result = updateProfileRequestSchema.safeParse({
      firstName: 'سارا',
      lastName: 'محمدی',
      nationalCode: '0012345679',
      userTypeId: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/الزامی/);
  });

  it('rejects a 9-digit national code with the SPEC message', () => {
    const result = updateProfileRequestSchema.safeParse({
      firstName: 'سارا',
      lastName: 'محمدی',
      nationalCode: '123456789',
    });
    expect(result.error?.issues[0]?.message).toBe('کد ملی ۱۰ رقمی را وارد کنید');
  });
});

describe('user type info', () => {
  it('accepts complete student and teacher forms', () => {
    const student = {
      schoolName: 'دبیرستان فرزانگان',
      schoolType: 1,
      schoolLevel: 3,
      grade: 11,
      field: 1,
      educationYear: 3,
      birthDate: '1388/4/12',
    };
    expect(studentInfoSchema.safeParse(student).success).toBe(true);
    expect(studentInfoSchema.safeParse({ ...student, birthDate: '88/04/12', field: null }).success).toBe(true);
    expect(studentInfoSchema.safeParse({ ...student, birthDate: '1388-04-12' }).success).toBe(false);
    const teacher = {
      schoolName: 'دبستان امید',
      schoolType: 1,
      schoolLevel: 1,
      lessons: [3, 4],
      yearsOfExperience: 12,
      personnelCode: '45127836',
      schoolPhone: '02188776655',
    };
    expect(teacherInfoSchema.safeParse(teacher).success).toBe(true);
    expect(teacherInfoSchema.safeParse({ ...teacher, schoolPhone: '2188776655' }).success).toBe(false);
    expect(teacherInfoSchema.safeParse({ ...teacher, schoolPostalCode: '12345' }).success).toBe(false);
    expect(teacherInfoSchema.safeParse({ ...teacher, hacked: true }).success).toBe(false);
  });
});

describe('bank information', () => {
  it('accepts an empty object from GET and the three fields', () => {
    expect(bankInformationSchema.safeParse({}).success).toBe(true);
  });

  it('checks SPEC §5 lengths and refuses unknown fields on PUT', () => {
    const ok = {
      iban: 'IR062960000000100324200001',
      accountNumber: '0100324200001',
      creditCardNumber: '6037991234567893',
    };
    expect(updateBankInformationRequestSchema.safeParse(ok).success).toBe(true);
    expect(updateBankInformationRequestSchema.safeParse({ ...ok, iban: 'DE06296000000010032420000' }).success).toBe(
      false,
    );
    expect(updateBankInformationRequestSchema.safeParse({ ...ok, creditCardNumber: '603799123456789' }).success).toBe(
      false,
    );
    expect(updateBankInformationRequestSchema.safeParse({ ...ok, accountNumber: '1'.repeat(21) }).success).toBe(false);
    expect(updateBankInformationRequestSchema.safeParse({ ...ok, memberId: 2 }).success).toBe(false);
  });
});

describe('rewards and wheel', () => {
  const reward = {
    id: 3,
    title: 'کد تخفیف ۲۰٪ لوازم‌التحریر',
    image: 'http://127.0.0.1:5080/api/images/pencil.svg',
    subTitle: 'برای خرید بعدی',
    type: 'کد تخفیف',
    category: 'stationery',
    isDiscountCode: true,
    validityDate: '2025-03-20T20:30:00.000Z',
    score: 300,
    description: '<p>شرح</p>',
    recivedCount: 1,
    validCount: 1,
    isUsed: true,
    inStock: true,
  };

  it('accepts a reward with the original spelling recivedCount', () => {
    expect(rewardSchema.parse(reward).isUsed).toBe(true);
    expect(rewardSchema.safeParse({ ...reward, category: 'cars' }).success).toBe(false);
  });

  it('accepts the limitation refusal as a spin result and rejects unknown statuses', () => {
    const refusal = {
      prize: null,
      prizeId: null,
      status: -20,
      prizeType: 0,
      prizeSummary: 'فردا',
      score: 0,
      discountCode: null,
    };
    expect(spinResultSchema.safeParse(refusal).success).toBe(true);
    expect(spinResultSchema.safeParse({ ...refusal, status: 20 }).success).toBe(false);
    expect(spinResultSchema.safeParse({ ...refusal, prizeType: 20 }).success).toBe(false);
  });
});

describe('wire details', () => {
  it('keeps the exact casing of the product paths', () => {
    expect(endpoints.getCommissions.path).toBe('/api/profile/Commission');
    expect(endpoints.getBankInformation.path).toBe('/api/Profile/financial/BankInformation');
    expect(endpoints.updateBankInformation.path).toBe('/api/profile/financial/BankInformation');
    expect(endpoints.getWheelPrizes.auth).toBe('none');
    expect(endpoints.buyReward.idempotent).toBe(true);
  });

  it('builds paths with encoded Persian slugs', () => {
    expect(buildPath(endpoints.buyReward.path, { id: 12 })).toBe('/api/Rewards/Buy/12');
    expect(buildPath(endpoints.getPage.path, { slug: 'باشگاه' })).toBe(
      '/api/Pages/%D8%A8%D8%A7%D8%B4%DA%AF%D8%A7%D9%87',
    );
  });

  it('turns a text id into a number and refuses zero, signs and letters', () => {
    expect(idParamSchema.parse({ id: '42' }).id).toBe(42);
    for (const id of ['0', '-1', '1e3', 'abc', '']) expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });

  it('describes the error body with Message, detail and field errors', () => {
    const body = { Message: 'اطلاعات ارسال‌شده معتبر نیست.', errors: { iban: 'شبا معتبر نیست' } };
    expect(errorBodySchema.safeParse(body).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('validates shop delivery events strictly', () => {
    const event = {
      eventId: 'evt-1',
      orderId: 'A-100',
      mobile: '09120000001',
      amountToman: 250000,
      deliveredAt: '2025-01-01T10:00:00+03:30',
    };
    expect(orderDeliveredRequestSchema.safeParse(event).success).toBe(true);
    expect(orderDeliveredRequestSchema.safeParse({ ...event, amountToman: -5 }).success).toBe(false);
    expect(orderDeliveredRequestSchema.safeParse({ ...event, points: 1000 }).success).toBe(false);
  });
});

describe('staff', () => {
  it("names a permission on every staff endpoint but the console's «who am I»", () => {
    const staff = Object.entries(endpoints).filter(([, def]) => def.auth === 'staff');
    expect(staff.map(([name]) => name)).toContain('getPendingReviews');
    for (const [name, def] of staff) {
      if (name !== 'getStaffMe') expect(permissions).toContain((def as { permission?: string }).permission);
    }
  });

  it('refuses an unknown role in Persian and reads audit filters from text', () => {
    expect(roleParamsSchema.safeParse({ mobile: '09120000010', role: 'owner' }).error?.issues[0]?.message).toBe(
      unknownRoleMessage,
    );
    expect(auditTrailQuerySchema.parse({ kind: 'reward.', from: '2026-03-20', page: '3' })).toEqual({
      kind: 'reward.',
      from: '2026-03-20',
      page: 3,
    });
    for (const bad of [{ page: '0' }, { from: '1405/01/01' }, { kind: "x' or 1=1" }, { sort: 'at' }]) {
      expect(auditTrailQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
