import { describe, expect, it } from 'vitest';
import { fixtures } from '../mocks/fixtures/index.js';
import {
  createRewardRequestSchema,
  ENDING_SOON_DAYS,
  matchesStaffRewardFilter,
  staffRewardQuerySchema,
  type StaffReward,
} from './reward-catalogue.js';

const NOW = new Date('2026-03-25T12:00:00Z');
const ids = (filter: Parameters<typeof matchesStaffRewardFilter>[1]) =>
  fixtures.staffRewards.filter((reward) => matchesStaffRewardFilter(reward, filter, NOW)).map((reward) => reward.id);

describe('the operators’ list filters', () => {
  it('pick out of stock, ending soon, active, category and kind the same way for the API and the console', () => {
    expect(ids({ outOfStock: true })).toEqual([43]);
    // 44 ends on 2026-03-27, within ENDING_SOON_DAYS of NOW.
    expect(ids({ endingSoon: true })).toEqual([44]);
    // Draft-only, retired and sold-out rewards are not active.
    expect(ids({ active: true })).toEqual([41, 44]);
    expect(ids({ category: 'toys' })).toEqual([43]);
    expect(ids({ kind: 'discount-code' })).toEqual([41]);
    expect(ids({})).toHaveLength(fixtures.staffRewards.length);
  });

  it('do not call an offer that has ended, or ends after the named constant, ending soon', () => {
    const base = fixtures.staffRewards[3]!;
    const endingIn = (days: number): StaffReward => ({
      ...base,
      availableTo: new Date(NOW.getTime() + days * 86_400_000).toISOString(),
    });
    expect(matchesStaffRewardFilter(endingIn(ENDING_SOON_DAYS - 0.5), { endingSoon: true }, NOW)).toBe(true);
    expect(matchesStaffRewardFilter(endingIn(ENDING_SOON_DAYS + 0.5), { endingSoon: true }, NOW)).toBe(false);
    expect(matchesStaffRewardFilter(endingIn(-1), { endingSoon: true }, NOW)).toBe(false);
  });

  it('read from the query string as text, refusing what is not a flag', () => {
    expect(staffRewardQuerySchema.parse({ active: 'true', outOfStock: 'false' })).toEqual({
      active: true,
      outOfStock: false,
    });
    expect(staffRewardQuerySchema.safeParse({ active: 'yes' }).success).toBe(false);
  });
});

describe('a new reward', () => {
  const valid = {
    title: 'کد تخفیف',
    subTitle: '',
    description: '',
    image: 'store-1.webp',
    category: 'store',
    score: 100,
    validCount: 1,
    availableFrom: '2026-04-01T05:30:00Z',
    availableTo: '2026-05-01T05:30:00Z',
    eligibility: 'any',
    codeValidDays: 30,
    kind: 'discount-code',
    stock: null,
  };
  it('takes a window whose end is after its start, and refuses one that ends first, in Persian', () => {
    expect(createRewardRequestSchema.safeParse(valid).success).toBe(true);
    const backwards = createRewardRequestSchema.safeParse({ ...valid, availableTo: '2026-03-01T05:30:00Z' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['availableTo'],
      message: 'پایان بازهٔ دریافت باید پس از آغاز آن باشد.',
    });
  });
});
