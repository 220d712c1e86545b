import type { Reward } from '@clorofil/api-client';
import { fixtures } from '@clorofil/api-client/testing';
import { describe, expect, it } from 'vitest';
import { rewardAvailability } from './reward-availability';
import { filterRewards, isUsedUp, parseRewardFilter } from './reward-filter';

const now = new Date('2026-11-23T10:00:00Z');
const base: Reward = { ...fixtures.rewards[0]!, score: 300, recivedCount: 0, validCount: 2, inStock: true };
const reward = (patch: Partial<Reward>): Reward => ({ ...base, ...patch });

describe('the buy-button rule (SPEC §5: only when score ≥ reward score and stock remains)', () => {
  it('offers the prize at exactly its price and above', () => {
    expect(rewardAvailability(base, 300, now)).toEqual({ kind: 'receivable' });
    expect(rewardAvailability(base, 1250, now)).toEqual({ kind: 'receivable' });
  });

  it('says how many points are missing one point short', () => {
    expect(rewardAvailability(base, 299, now)).toEqual({ kind: 'short', missing: 1 });
    expect(rewardAvailability(base, 0, now)).toEqual({ kind: 'short', missing: 300 });
  });

  it('refuses a sold-out prize even to a member who can afford it', () => {
    expect(rewardAvailability(reward({ inStock: false }), 5000, now)).toEqual({ kind: 'sold-out' });
  });

  it('refuses once received as often as allowed, and after the offer ends', () => {
    expect(rewardAvailability(reward({ recivedCount: 2 }), 5000, now)).toEqual({ kind: 'used' });
    expect(rewardAvailability(reward({ validityDate: '2026-11-23T09:59:59Z' }), 5000, now)).toEqual({
      kind: 'expired',
    });
    expect(rewardAvailability(reward({ validityDate: null }), 5000, now)).toEqual({ kind: 'receivable' });
  });

  it('names the reason the member cannot change first: used up before sold out before short', () => {
    expect(rewardAvailability(reward({ recivedCount: 2, inStock: false }), 0, now).kind).toBe('used');
    expect(rewardAvailability(reward({ inStock: false }), 0, now).kind).toBe('sold-out');
  });
});

describe('the filters', () => {
  const list = [
    reward({ id: 1, score: 100 }),
    reward({ id: 2, score: 100, recivedCount: 2 }),
    reward({ id: 3, score: 900 }),
    reward({ id: 4, score: 100, inStock: false }),
    reward({ id: 5, score: 100, recivedCount: 1 }),
  ];
  const ids = (filter: 'all' | 'used' | 'receivable') => filterRewards(list, filter, 500, now).map((r) => r.id);

  it('reads the filter from the address, anything unknown as «همه»', () => {
    expect(['used', 'receivable', 'all', null, 'USED', 'x'].map(parseRewardFilter)).toEqual([
      'used',
      'receivable',
      'all',
      'all',
      'all',
      'all',
    ]);
  });

  it('«دریافت‌شده» is recivedCount reaching validCount; once of twice is not used', () => {
    expect(ids('used')).toEqual([2]);
    expect(isUsedUp(reward({ recivedCount: 1, validCount: 1 }))).toBe(true);
  });

  it('«قابل دریافت» is affordable, not used up and in stock', () => {
    expect(ids('receivable')).toEqual([1, 5]);
  });

  it('«همه» keeps every reward in the server’s order', () => {
    expect(ids('all')).toEqual([1, 2, 3, 4, 5]);
  });
});
