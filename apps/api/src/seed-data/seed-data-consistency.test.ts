// @vitest-environment node
// Cross-checks between the data sets: what one file promises, another must agree with.
import { describe, expect, it } from 'vitest';
import * as seed from './index.js';

const {
  cityBelongsToProvince,
  commissionSummary,
  contentPages,
  contactInfo,
  demoMembers,
  demoNotifications,
  findDemoMember,
  findReward,
  footerLinks,
  headerMenu,
  luckyWheel,
  pointsForPurchase,
  profileItems,
  receivedRewardCounts,
  rewards,
  schoolTypes,
  DEMO_PARTNER_MOBILE,
  DEMO_STUDENT_MOBILE,
} = seed;

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);

function disallowedMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name)) problems.push(tag);
    else if (name === 'a' && attrs.trim() !== '' && !/^\s*href="(https:\/\/|mailto:)[^"]+"\s*$/.test(attrs))
      problems.push(tag);
    else if (name !== 'a' && attrs.trim() !== '') problems.push(tag);
  }
  return problems;
}

function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === 'object' && !(value instanceof URL))
    Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

describe('Persian text', () => {
  it('uses Persian ی and ک, never the Arabic forms', () => {
    const offenders = allStrings(seed).filter((s) => /[\u064A\u0643]/.test(s));
    expect(offenders).toEqual([]);
  });
});

describe('content pages', () => {
  it('use only the markup the sanitiser keeps, with https or mailto links', () => {
    for (const html of [...contentPages.map((p) => p.content), ...rewards.map((r) => r.description)]) {
      expect(disallowedMarkup(html)).toEqual([]);
    }
  });

  it('show the contact details and build both menus', () => {
    const contact = contentPages.find((p) => p.slug === 'contact-us')?.content ?? '';
    expect(contact).toContain(contactInfo.address);
    expect(contact).toContain('۱۳۱۴۵-۵۶۸');
    expect(contact).toContain('۰۲۱-۶۶۴۸۱۲۳۰');
    expect(contact).toContain(`mailto:${contactInfo.email}`);
    expect(contactInfo.address.startsWith('تهران')).toBe(true);
    expect(headerMenu.map((l) => l.url)).toEqual(['/باشگاه-مشتریان-چیست', '/چگونه-پروفایل-خود-را-تغییر-دهم']);
    expect(footerLinks.map((l) => l.url)).toContain('/page/about-us');
    expect(footerLinks.some((l) => l.url.includes('http') && l.external)).toBe(true);
    expect(footerLinks.map((l) => l.url)).not.toContain('/page/welcome');
  });
});

describe('demo student history', () => {
  const ledger = findDemoMember(DEMO_STUDENT_MOBILE)?.ledger ?? [];

  it('follows the earning rules and reward prices', () => {
    const wheelScores = luckyWheel.prizes.flatMap((p) => (p.prizeType === 30 && p.score ? [p.score] : []));
    for (const e of ledger) {
      if (e.source === 'purchase') expect(e.score).toBe(pointsForPurchase(e.orderAmountToman ?? 0));
      if (e.source === 'survey') expect(e.score).toBe(5);
      if (e.source === 'wheel') expect(wheelScores).toContain(e.score);
      if (e.source === 'reward') expect(e.score).toBe(findReward(e.rewardKey ?? '')?.score);
    }
  });

  it('has used up exactly the reward marked demoUsedUp and stays within every other limit', () => {
    const member = findDemoMember(DEMO_STUDENT_MOBILE);
    const counts = member ? receivedRewardCounts(member) : new Map<string, number>();
    for (const r of rewards) {
      const received = counts.get(r.key) ?? 0;
      expect(received, r.key).toBeLessThanOrEqual(r.validCount);
      expect(received === r.validCount, r.key).toBe(r.demoUsedUp === true);
    }
  });
});

describe('demo partner commissions', () => {
  const partner = findDemoMember(DEMO_PARTNER_MOBILE);

  it('has a busy code, consistent commission amounts and a year of payments', () => {
    expect(partner?.commissions.length).toBeGreaterThanOrEqual(3);
    expect(partner?.commissions.some((c) => c.orders.length >= 12)).toBe(true);
    expect(partner?.payments.length).toBeGreaterThanOrEqual(12);
    for (const row of partner?.commissions ?? []) {
      for (const o of row.orders) expect(o.commission).toBe((o.orderAmountRial * row.commissionPercentage) / 100);
    }
  });

  it('has been paid exactly the commissions whose return window closed before the last payment', () => {
    const orders = (partner?.commissions ?? []).flatMap((c) => c.orders);
    const settled = orders.filter((o) => o.orderDaysAgo >= 17).reduce((s, o) => s + o.commission, 0);
    const paid = (partner?.payments ?? []).reduce((s, p) => s + p.price, 0);
    expect(paid).toBe(settled);
    const earned = (partner?.commissions ?? []).reduce((s, c) => s + commissionSummary(c).commission, 0);
    expect(earned).toBeGreaterThan(paid);
  });
});

describe('demo profiles', () => {
  it('reference real option ids and a city inside the chosen province', () => {
    const ids = (list: readonly { id: number }[]) => list.map((x) => x.id);
    for (const m of demoMembers) {
      if (m.provinceId !== null && m.cityId !== null) expect(cityBelongsToProvince(m.provinceId, m.cityId)).toBe(true);
      if (m.userTypeInfo) {
        expect(ids(schoolTypes)).toContain(m.userTypeInfo.schoolType);
        expect(ids(profileItems.school_levels)).toContain(m.userTypeInfo.schoolLevel);
      }
      if (m.userType === 'student') {
        const grade = profileItems.school_grades.find((g) => g.id === m.userTypeInfo.grade);
        expect(grade?.parentId).toBe(m.userTypeInfo.schoolLevel);
      }
      if (m.userType === 'teacher') {
        for (const lesson of m.userTypeInfo.lessons) expect(ids(profileItems.school_lessons)).toContain(lesson);
      }
    }
  });

  it('sends notifications only to demo members, with known types', () => {
    const mobiles = demoMembers.map((m) => m.mobile);
    for (const group of demoNotifications) {
      expect(mobiles).toContain(group.mobile);
      for (const n of group.notifications) expect(['info', 'warning', 'reward', 'error']).toContain(n.type);
    }
  });
});
