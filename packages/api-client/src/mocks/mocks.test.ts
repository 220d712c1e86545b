import { describe, expect, it } from 'vitest';
import {
  bankInformationSchema,
  buyRewardResponseSchema,
  commissionDetailSchema,
  commissionListSchema,
  discountCodeListSchema,
  faqListSchema,
  notificationListSchema,
  pageListSchema,
  pageSchema,
  paymentListSchema,
  pendingReviewListSchema,
  auditTrailPageSchema,
  pointsLiabilitySchema,
  roleHolderListSchema,
  staffMeSchema,
  profileSchema,
  provinceSchema,
  publicRewardListSchema,
  publicMissionListSchema,
  rewardListSchema,
  scoreListSchema,
  spinnableResponseSchema,
  spinResultSchema,
  studentInfoSchema,
  teacherInfoSchema,
  optionListSchema,
  userTypeListSchema,
  wheelPrizesResponseSchema,
} from '../contract/index.js';
import * as api from '../client/index.js';
import { mockApi, startMockApi } from '../testing/index.js';
import { actAs, emptyResponse, fixtures, slowResponse } from './index.js';

startMockApi();

describe('fixtures', () => {
  it('are valid against the contract schemas', () => {
    for (const profile of [fixtures.teacherProfile, fixtures.studentProfile, fixtures.newMemberProfile]) {
      expect(profileSchema.parse(profile)).toEqual(profile);
    }
    expect(teacherInfoSchema.safeParse(JSON.parse(fixtures.teacherProfile.userTypeInfo!)).success).toBe(true);
    expect(studentInfoSchema.safeParse(JSON.parse(fixtures.studentProfile.userTypeInfo!)).success).toBe(true);
    const checks: Array<[{ safeParse: (value: unknown) => { success: boolean } }, unknown]> = [
      [userTypeListSchema, fixtures.userTypes],
      [optionListSchema, fixtures.schoolTypes],
      ...Object.values(fixtures.profileItems).map(
        (list) => [optionListSchema, list] as [typeof optionListSchema, unknown],
      ),
      ...fixtures.provinces.map((province) => [provinceSchema, province] as [typeof provinceSchema, unknown]),
      [notificationListSchema, fixtures.notifications],
      [rewardListSchema, fixtures.rewards],
      [publicRewardListSchema, fixtures.publicRewards],
      [publicMissionListSchema, fixtures.publicMissions],
      [buyRewardResponseSchema, fixtures.buyRewardResult],
      [scoreListSchema, fixtures.scores],
      [discountCodeListSchema, fixtures.discountCodes],
      [wheelPrizesResponseSchema, fixtures.wheelPrizes],
      [spinnableResponseSchema, fixtures.spinnable],
      ...Object.values(fixtures.spinResults).map(
        (result) => [spinResultSchema, result] as [typeof spinResultSchema, unknown],
      ),
      [commissionListSchema, fixtures.commissions],
      ...Object.values(fixtures.commissionDetails).map(
        (detail) => [commissionDetailSchema, detail] as [typeof commissionDetailSchema, unknown],
      ),
      [paymentListSchema, fixtures.payments],
      [bankInformationSchema, fixtures.bankInformation],
      [pageListSchema, fixtures.pages],
      ...fixtures.pageBodies.map((page) => [pageSchema, page] as [typeof pageSchema, unknown]),
      [faqListSchema, fixtures.faq],
      [pendingReviewListSchema, fixtures.pendingReviews],
      [staffMeSchema, fixtures.staffMe],
      [roleHolderListSchema, fixtures.roleHolders],
      [auditTrailPageSchema, fixtures.auditTrail],
      [pointsLiabilitySchema, fixtures.pointsLiability],
      [pointsLiabilitySchema, fixtures.emptyPointsLiability],
    ];
    for (const [schema, value] of checks) expect(schema.safeParse(value)).toMatchObject({ success: true });
  });
});

describe('default handlers', () => {
  it('answer every browser endpoint in a shape the client accepts', async () => {
    const profile = await api.getProfile();
    expect(profile.fullName).toBe('سارا محمدی');
    await api.updateProfile({ firstName: 'سارا', lastName: 'محمدی', nationalCode: '0012345679' });
    await expect(api.seeSelfExpressionResult()).resolves.toMatchObject({ resultSeen: true });
    await api.getUserTypes();
    await api.getSchoolTypes();
    await expect(api.getProfileItems('school_grades')).resolves.toHaveLength(12);
    await api.getProvinces();
    await api.getNotifications();
    await api.getRewards();
    await expect(api.getPublicRewards()).resolves.toHaveLength(fixtures.rewards.length);
    await expect(api.getPublicMissions()).resolves.toHaveLength(fixtures.missions.length);
    await expect(api.buyReward(1)).resolves.toMatchObject({ score: 1250 - 120 });
    await expect(api.buyReward(5)).rejects.toMatchObject({ status: 400 });
    await api.getScores();
    await api.getDiscountCodes();
    await api.getWheelPrizes();
    await api.getSpinnable(1);
    await api.spin(1);
    await api.getCommissions();
    await expect(api.getCommissionDetail(11)).resolves.toMatchObject({ items: { length: 3 } });
    await expect(api.getCommissionDetail(999)).rejects.toMatchObject({ status: 404 });
    await api.getPayments();
    await api.getBankInformation();
    await api.updateBankInformation({
      iban: 'IR270170000000100324200001',
      accountNumber: '0100324200001',
      creditCardNumber: '6037991234567893',
    });
    await api.getPages();
    await expect(api.getPage('باشگاه-چیست')).resolves.toMatchObject({ title: 'باشگاه چیست؟' });
    await api.getFaq();
    await api.getPendingReviews();
    await expect(api.approveReview('09120000002')).resolves.toMatchObject({ userTypeStatus: 20 });
    await expect(api.rejectReview('09120000002', { note: 'کد ملی با مدارک یکی نیست.' })).resolves.toMatchObject({
      userTypeStatus: -10,
    });
    await expect(api.getStaffMe()).resolves.toMatchObject({ roles: ['operator', 'admin'] });
    await expect(api.getPointsLiability({ on: '1405/09/13' })).resolves.toMatchObject({ spendable: 184_250 });
    await expect(api.getRoleHolders()).resolves.toHaveLength(fixtures.roleHolders.length);
    await expect(api.grantRole('09120000014', 'operator')).resolves.toMatchObject({ roles: ['support', 'operator'] });
    await expect(api.revokeRole('09120000010', 'operator', { reason: 'پایان همکاری' })).resolves.toMatchObject({
      roles: [],
    });
    await expect(api.getAuditTrail({ kind: 'role', page: 1, actor: '' })).resolves.toMatchObject({ total: 3 });
    await expect(api.rollbackAudit(999)).rejects.toMatchObject({ status: 404 });
  });

  it('offer empty and slow variants that still respect the contract', async () => {
    mockApi.use(emptyResponse('getRewards'), emptyResponse('getBankInformation'), emptyResponse('getWheelPrizes'));
    await expect(api.getRewards()).resolves.toEqual([]);
    await expect(api.getBankInformation()).resolves.toEqual({});
    await expect(api.getWheelPrizes()).resolves.toMatchObject({ prizes: [] });

    mockApi.use(slowResponse('getScores', 150));
    const started = Date.now();
    await expect(api.getScores()).resolves.toHaveLength(fixtures.scores.length);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answer «who is staff» as the API would for the persona acted as', async () => {
    try {
      actAs('reviewer');
      await expect(api.getStaffMe()).resolves.toEqual({
        mobile: '09129999999',
        roles: ['reviewer'],
        permissions: ['review'],
      });
      actAs('student');
      await expect(api.getStaffMe()).rejects.toMatchObject({ status: 403 });
    } finally {
      actAs(null);
    }
  });
});
