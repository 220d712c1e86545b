import { wheelSegmentColors } from '@clorofil/api-client/contract';
// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REWARD_IMAGE,
  demoMembers,
  DEMO_PARTNER_MOBILE,
  DEMO_STUDENT_MOBILE,
  faqItems,
  findDemoMember,
  isRewardImageName,
  ledgerBalance,
  luckyWheel,
  pickWheelPrizeIndex,
  provinces,
  REWARD_IMAGE_DIR_URL,
  rewardCategories,
  rewardImageUrl,
  rewards,
} from './index.js';

// The checksums are written out here rather than imported, so a bug in shared code cannot
// make the data and its test agree by accident.
function isValidNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((s, d, i) => s + d * (10 - i), 0);
  const r = sum % 11;
  const check = digits[9];
  return r < 2 ? check === r : check === 11 - r;
}

function isValidSheba(iban: string): boolean {
  if (!/^IR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + '1827' + iban.slice(2, 4);
  return BigInt(rearranged) % 97n === 1n;
}

function isValidCard(card: string): boolean {
  if (!/^\d{16}$/.test(card)) return false;
  const sum = [...card].reverse().reduce((s, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return s + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

describe('the checksum helpers of this test', () => {
  it('tell known-valid values from corrupted ones', () => {
    expect(isValidNationalCode('0072145366')).toBe(true);
    expect(isValidNationalCode('0072145367')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidSheba('IR050120000000004512389760')).toBe(true);
    expect(isValidSheba('IR050120000000004512389761')).toBe(false);
    expect(isValidCard('6104337912458039')).toBe(true);
    expect(isValidCard('6104337912458030')).toBe(false);
  });
});

describe('provinces', () => {
  it('lists all 31 provinces with ids 1..31 and country-unique city ids', () => {
    expect(provinces).toHaveLength(31);
    expect(provinces.map((p) => p.provinceId)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const cityIds = provinces.flatMap((p) => p.cities.map((c) => c.id));
    expect(new Set(cityIds).size).toBe(cityIds.length);
    for (const p of provinces) expect(p.cities.length, p.provinceName).toBeGreaterThanOrEqual(6);
  });

  it('spells the compound province names the Persian way and starts with the capital', () => {
    const names = provinces.map((p) => p.provinceName);
    for (const name of [
      'آذربایجان شرقی',
      'کهگیلویه و بویراحمد',
      'چهارمحال و بختیاری',
      'سیستان و بلوچستان',
      'خراسان رضوی',
    ]) {
      expect(names).toContain(name);
    }
    expect(provinces.find((p) => p.provinceName === 'فارس')?.cities[0]?.name).toBe('شیراز');
    expect(provinces.find((p) => p.provinceName === 'البرز')?.cities[0]?.name).toBe('کرج');
  });
});

describe('FAQ', () => {
  it('has long, medium and short plain-text answers for the 700/200 truncation', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(12);
    const lengths = faqItems.map((f) => f.answer.length);
    expect(lengths.filter((n) => n > 700).length).toBeGreaterThanOrEqual(3);
    expect(lengths.filter((n) => n >= 200 && n <= 700).length).toBeGreaterThanOrEqual(3);
    expect(lengths.filter((n) => n < 200).length).toBeGreaterThanOrEqual(3);
    for (const f of faqItems) expect(f.answer).not.toMatch(/<[a-z/]/i);
  });
});

describe('rewards', () => {
  it('cover all seven categories and every image file exists and is small', () => {
    expect(rewards.length).toBeGreaterThanOrEqual(14);
    expect(new Set(rewards.map((r) => r.category))).toEqual(new Set(rewardCategories.map((c) => c.key)));
    for (const name of [...rewards.map((r) => r.image), DEFAULT_REWARD_IMAGE]) {
      expect(name).toMatch(/\.webp$/);
      const url = rewardImageUrl(name);
      expect(existsSync(url), name).toBe(true);
      const webp = readFileSync(url);
      // RIFF....WEBP: a WebP file, and small enough for a phone's slow connection.
      expect(webp.subarray(0, 4).toString('latin1'), name).toBe('RIFF');
      expect(webp.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
      expect(webp.length, name).toBeLessThanOrEqual(6_144);
      // Drawn from its SVG source (scripts/render-reward-images.mjs), which stays plain shapes.
      const svg = readFileSync(new URL(`source/${name.replace(/\.webp$/, '.svg')}`, REWARD_IMAGE_DIR_URL), 'utf8');
      expect(svg.length, name).toBeLessThanOrEqual(2048);
      expect(svg).not.toMatch(/<text|<script|href=/);
    }
  });

  it('has a WebP rendering of every SVG source, and nothing else to serve', () => {
    const sources = readdirSync(new URL('source/', REWARD_IMAGE_DIR_URL)).map((name) => name.replace(/\.svg$/, ''));
    const served = readdirSync(REWARD_IMAGE_DIR_URL)
      .filter((name) => name !== 'source')
      .map((name) => name.replace(/\.webp$/, ''));
    expect(served.sort()).toEqual(sources.sort());
    expect(readdirSync(REWARD_IMAGE_DIR_URL).filter(isRewardImageName)).toHaveLength(sources.length);
  });

  it('price some prizes within reach of the 1,250-point student and some beyond it', () => {
    const scores = rewards.map((r) => r.score);
    expect(Math.min(...scores)).toBe(50);
    expect(Math.max(...scores)).toBe(5000);
    expect(scores.some((s) => s <= 1250)).toBe(true);
    expect(scores.some((s) => s > 1250)).toBe(true);
    expect(rewards.filter((r) => r.demoUsedUp)).toHaveLength(1);
  });
});

describe('demo student 09120000001', () => {
  const student = findDemoMember(DEMO_STUDENT_MOBILE);

  it('has at least 15 history lines that add up to exactly 1,250', () => {
    expect(student?.ledger.length).toBeGreaterThanOrEqual(15);
    expect(ledgerBalance(student?.ledger ?? [])).toBe(1250);
    expect(student?.expectedScore).toBe(1250);
  });

  it('has three discount codes, one of them expired, and no commission access', () => {
    expect(student?.discountCodes).toHaveLength(3);
    expect(student?.discountCodes.filter((c) => c.expiresInDays < 0)).toHaveLength(1);
    expect(student?.commissionEligible).toBe(false);
  });
});

describe('identity and bank numbers', () => {
  it('gives every named demo member a valid national code', () => {
    for (const m of demoMembers.filter((x) => x.nationalCode !== '')) {
      expect(isValidNationalCode(m.nationalCode), m.mobile).toBe(true);
    }
  });

  it('gives the partner a valid Sheba and card of the same bank', () => {
    const bank = findDemoMember(DEMO_PARTNER_MOBILE)?.bankInformation;
    expect(bank && isValidSheba(bank.iban)).toBe(true);
    expect(bank && isValidCard(bank.creditCardNumber)).toBe(true);
    expect(bank?.iban.slice(4, 7)).toBe('012');
    expect(bank?.creditCardNumber.startsWith('610433')).toBe(true);
    expect(bank?.accountNumber.length).toBeLessThanOrEqual(20);
  });
});

describe('lucky wheel', () => {
  it('has ten prizes whose weights sum to 100 and a twelve-colour palette', () => {
    expect(luckyWheel.prizes).toHaveLength(10);
    expect(luckyWheel.prizes.reduce((s, p) => s + p.weight, 0)).toBe(100);
    expect(wheelSegmentColors).toHaveLength(12);
  });

  it('lands on the first prize at 0 and the last at the top of the range', () => {
    expect(pickWheelPrizeIndex(luckyWheel, 0)).toBe(0);
    expect(pickWheelPrizeIndex(luckyWheel, 0.9999)).toBe(luckyWheel.prizes.length - 1);
    expect(pickWheelPrizeIndex(luckyWheel, 0.22)).toBe(1);
  });
});
