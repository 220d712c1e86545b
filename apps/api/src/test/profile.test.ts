import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@clorofil/rules';
import { startTestApp, type TestApp } from './support/test-app.js';

const STUDENT_INFO = {
  schoolName: 'دبیرستان فرزانگان',
  schoolType: 4,
  schoolLevel: 3,
  grade: 10,
  field: 1,
  educationYear: 2,
  birthDate: '۸۸/۴/۱۲',
};
const TEACHER_INFO = {
  schoolName: 'دبستان امید',
  schoolType: 1,
  schoolLevel: 1,
  lessons: [1, 6, 6],
  yearsOfExperience: 9,
  personnelCode: '12345678',
  schoolPhone: '021-88776655',
};
const NAMES = { firstName: 'سارا', lastName: 'رحمانی', nationalCode: '0072145366' };

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (mobile: string) => t.as(mobile, { method: 'GET', url: '/api/Profile' });
  const put = (mobile: string, body: unknown) => t.as(mobile, { method: 'PUT', url: '/api/Profile', body });

  it('describes each demo member as the screens need', async () => {
    expect((await get('09120000001')).json()).toMatchObject({
      fullName: 'امیرحسین محمدی',
      score: 1250,
      userType: { id: 1, value: 'student' },
      userTypeStatus: 20,
      isCommissionEligible: false,
    });
    expect((await get('09120000002')).json()).toMatchObject({
      userType: { value: 'teacher' },
      userTypeStatus: 20,
      isCommissionEligible: true,
    });
    expect((await get('09120000003')).json()).toMatchObject({
      fullName: '',
      userType: null,
      userTypeStatus: 0,
      userTypeInfo: null,
    });
    expect((await get('09120000004')).json()).toMatchObject({ userTypeStatus: 10, isCommissionEligible: false });
    expect((await get('09120000005')).json()).toMatchObject({ userTypeStatus: -10 });
    // Any staff role opens the console entry; what it opens is the role's (GET /api/staff/Me).
    expect((await get('09129999999')).json()).toMatchObject({ isStaff: true });
    expect((await get('09120000010')).json()).toMatchObject({ isStaff: true });
    expect((await get('09120000001')).json()).toMatchObject({ isStaff: false });
  });

  it('ignores nothing silently: score, status, id and mobile in the body are refused and change nothing', async () => {
    for (const extra of [
      { score: 99_999 },
      { userTypeStatus: 20 },
      { id: 2 },
      { mobile: '09120000002' },
      { balance: 5 },
    ]) {
      const res = await put('09120000003', { ...NAMES, ...extra });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(extra));
    }
    expect((await get('09120000003')).json()).toMatchObject({
      score: 0,
      userTypeStatus: 0,
      mobile: '09120000003',
      firstName: '',
    });
  });

  it('checks the national code checksum with the form message', async () => {
    const res = await put('09120000003', { ...NAMES, nationalCode: '0072145367' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.nationalCode).toBe('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید');
  });

  it('validates the type information field by field', async () => {
    const res = await put('09120000003', {
      ...NAMES,
      userTypeId: 1,
      userTypeInfo: JSON.stringify({ ...STUDENT_INFO, grade: 3, birthDate: '1499/12/30', extra: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['userTypeInfo.extra']);
    const grade = await put('09120000003', {
      ...NAMES,
      userTypeId: 1,
      userTypeInfo: JSON.stringify({ ...STUDENT_INFO, grade: 3 }),
    });
    expect(grade.json().errors).toEqual({ 'userTypeInfo.grade': expect.any(String) });
    const future = await put('09120000003', {
      ...NAMES,
      userTypeId: 1,
      userTypeInfo: JSON.stringify({ ...STUDENT_INFO, birthDate: '1499/01/01' }),
    });
    expect(future.json().errors).toEqual({ 'userTypeInfo.birthDate': expect.stringMatching(/تاریخ تولد/) });
    const phone = await put('09120000003', {
      ...NAMES,
      userTypeId: 2,
      userTypeInfo: JSON.stringify({ ...TEACHER_INFO, schoolPhone: '0012345' }),
    });
    expect(phone.json().errors).toHaveProperty(['userTypeInfo.schoolPhone']);
    expect((await get('09120000003')).json().userType).toBeNull();
  });

  it('refuses a grade of another level with a Persian 400 and changes nothing', async () => {
    const before = (await get('09120000001')).json();
    for (const [schoolLevel, grade] of [
      [1, 10],
      [2, 3],
      [3, 8],
    ]) {
      const res = await put('09120000001', {
        ...NAMES,
        userTypeId: 1,
        userTypeInfo: JSON.stringify({ ...STUDENT_INFO, field: null, schoolLevel, grade }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'userTypeInfo.grade': validationMessages.gradeOfLevel });
    }
    expect((await get('09120000001')).json()).toEqual(before);
  });

  it("refuses a birth date that gives no student's age, in Persian", async () => {
    for (const birthDate of ['1300/01/01', '۱۴۰۳/۱/۱']) {
      const res = await put('09120000003', {
        ...NAMES,
        userTypeId: 1,
        userTypeInfo: JSON.stringify({ ...STUDENT_INFO, birthDate }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'userTypeInfo.birthDate': validationMessages.studentAge });
    }
    expect((await get('09120000003')).json().userType).toBeNull();
  });

  it('sends a chosen type to review and stores canonical information', async () => {
    const res = await put('09120000003', {
      ...NAMES,
      provinceId: 8,
      cityId: 801,
      userTypeId: 1,
      userTypeInfo: JSON.stringify(STUDENT_INFO),
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      userType: { value: 'student' },
      userTypeStatus: 10,
      provinceId: 8,
      cityId: 801,
      resultSeen: false,
    });
    expect(JSON.parse(profile.userTypeInfo)).toMatchObject({ birthDate: '1388/04/12', grade: 10 });
  });

  it('refuses edits while the review is pending with 409 and a Persian explanation', async () => {
    const res = await put('09120000004', { ...NAMES });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toMatch(/بررسی/);
    expect((await get('09120000004')).json().firstName).toBe('رضا');
  });

  it('replaces the previous type and its information when the type changes', async () => {
    const res = await put('09120000005', { ...NAMES, userTypeId: 2, userTypeInfo: JSON.stringify(TEACHER_INFO) });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ userType: { value: 'teacher' }, userTypeStatus: 10 });
    expect(JSON.parse(profile.userTypeInfo)).toEqual({ ...TEACHER_INFO, schoolPhone: '02188776655', lessons: [1, 6] });
    expect(profile.userTypeInfo).not.toMatch(/grade/);
  });

  it('keeps the status when only names change', async () => {
    const res = await put('09120000002', { firstName: 'مریم', lastName: 'حسینی‌نژاد', nationalCode: '0448123797' });
    expect(res.json()).toMatchObject({ lastName: 'حسینی‌نژاد', userTypeStatus: 20 });
  });

  it("records 'I noticed' without changing the status", async () => {
    const res = await t.as('09120000001', { method: 'PUT', url: '/api/Profile/SeeSelfExpressionResult' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userTypeStatus: 20, resultSeen: true });
  });

  it('lists user types, school lists and provinces', async () => {
    const types = (await t.as('09120000001', { method: 'GET', url: '/api/Profile/UserTypes' })).json();
    expect(types).toEqual([
      { id: 1, text: 'دانش‌آموز', value: 'student' },
      { id: 2, text: 'معلم', value: 'teacher' },
    ]);
    const schoolTypes = (await t.as('09120000001', { method: 'GET', url: '/api/Profile/SchoolTypes' })).json();
    expect(schoolTypes.length).toBeGreaterThan(3);
    for (const list of ['school_levels', 'school_grades', 'school_lessons', 'education_year', 'school_field']) {
      const items = await t.as('09120000001', { method: 'GET', url: `/api/Profile/Items/${list}` });
      expect(items.statusCode).toBe(200);
      expect(items.json()[0]).toEqual({ id: expect.any(Number), text: expect.any(String) });
    }
    const provinces = await t.request({ method: 'GET', url: '/api/Province' });
    expect(provinces.statusCode).toBe(200);
    const tehran = provinces.json().find((p: { provinceId: number }) => p.provinceId === 8);
    expect(tehran).toMatchObject({ provinceName: 'تهران' });
    expect(tehran.cities).toContainEqual({ id: 801, name: 'تهران' });
    expect(provinces.json()).toHaveLength(31);
  });
});

describe('review', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('approves a pending teacher, who then sees a notification once and gains the financial pages', async () => {
    const res = await t.as('09129999999', { method: 'POST', url: '/api/review/09120000004/Approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mobile: '09120000004', userTypeStatus: 20 });
    const profile = (await t.as('09120000004', { method: 'GET', url: '/api/Profile' })).json();
    expect(profile).toMatchObject({ userTypeStatus: 20, resultSeen: false, isCommissionEligible: true });
    const first = (await t.as('09120000004', { method: 'GET', url: '/api/Notification' })).json();
    expect(first.map((n: { message: string }) => n.message)).toContainEqual(expect.stringMatching(/تأیید شد/));
    expect((await t.as('09120000004', { method: 'GET', url: '/api/Notification' })).json()).toEqual([]);
  });

  it('refuses a decision on a profile that is not pending, and an unknown mobile', async () => {
    expect((await t.as('09129999999', { method: 'POST', url: '/api/review/09120000001/Reject' })).statusCode).toBe(409);
    expect((await t.as('09129999999', { method: 'POST', url: '/api/review/09121234567/Reject' })).statusCode).toBe(404);
    expect((await t.as('09129999999', { method: 'POST', url: '/api/review/123/Reject' })).statusCode).toBe(400);
  });

  it('rejects with a note', async () => {
    await t.as('09120000003', {
      method: 'PUT',
      url: '/api/Profile',
      body: {
        firstName: 'سارا',
        lastName: 'رحمانی',
        nationalCode: '0072145366',
        userTypeId: 2,
        userTypeInfo: JSON.stringify(TEACHER_INFO),
      },
    });
    const res = await t.as('09129999999', {
      method: 'POST',
      url: '/api/review/09120000003/Reject',
      body: { note: 'کد پرسنلی خوانا نبود.' },
    });
    expect(res.json()).toEqual({ mobile: '09120000003', userTypeStatus: -10 });
    const notes = (await t.as('09120000003', { method: 'GET', url: '/api/Notification' })).json();
    expect(notes.at(-1)).toMatchObject({ type: 'warning', message: expect.stringMatching(/کد پرسنلی خوانا نبود/) });
  });
});
