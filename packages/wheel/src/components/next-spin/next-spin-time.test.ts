import { describe, expect, it } from 'vitest';
import { countdownText, isNewTehranDay, nextSpinAt, nextSpinSentence, waitInWords } from './next-spin-time';

describe('the next spin, at Tehran midnight', () => {
  it('opens at 00:00 Tehran (20:30 UTC), not 24 hours after the spin', () => {
    // 23:00 Tehran on 1 Azar 1405 (22 Nov 2026).
    const spunAt = new Date('2026-11-22T19:30:00Z');
    expect(nextSpinAt(spunAt).toISOString()).toBe('2026-11-22T20:30:00.000Z');
    expect(countdownText(spunAt, nextSpinAt(spunAt))).toBe('۰۱:۰۰:۰۰');
    expect(nextSpinSentence(nextSpinAt(spunAt))).toBe('ساعت ۰۰:۰۰ بامداد ۲ آذر ۱۴۰۵ به وقت تهران');
  });

  it('counts down across midnight and is a new day one second after it', () => {
    const before = new Date('2026-11-22T20:29:58Z'); // 23:59:58 Tehran
    const target = nextSpinAt(before);
    expect(countdownText(before, target)).toBe('۰۰:۰۰:۰۲');
    expect(countdownText(new Date('2026-11-22T20:29:59.400Z'), target)).toBe('۰۰:۰۰:۰۱');
    expect(countdownText(new Date('2026-11-22T20:30:01Z'), target)).toBe('۰۰:۰۰:۰۰');
    expect(isNewTehranDay(before, new Date('2026-11-22T20:29:59.999Z'))).toBe(false);
    expect(isNewTehranDay(before, new Date('2026-11-22T20:30:00Z'))).toBe(true);
    // Just after midnight the next spin is a whole day away again.
    expect(countdownText(new Date('2026-11-22T20:30:00Z'), nextSpinAt(new Date('2026-11-22T20:30:00Z')))).toBe(
      '۲۴:۰۰:۰۰',
    );
  });

  it('says the wait in words for screen readers', () => {
    const now = new Date('2026-11-22T15:27:00Z'); // 18:57 Tehran
    expect(waitInWords(now, nextSpinAt(now))).toBe('۵ ساعت و ۳ دقیقه');
    expect(waitInWords(new Date('2026-11-22T20:28:30Z'), nextSpinAt(now))).toBe('۱ دقیقه');
    expect(waitInWords(new Date('2026-11-22T20:29:30Z'), nextSpinAt(now))).toBe('کمتر از یک دقیقه');
    expect(waitInWords(new Date('2026-11-22T20:30:00Z'), nextSpinAt(now))).toBe('کمتر از یک دقیقه');
  });

  it('names the same minute in the figure and in the words, whatever the seconds', () => {
    // 5 h 42 min 12 s before Tehran midnight: the words once said «۴۳ دقیقه» under «۰۵:۴۲:۱۲».
    const target = new Date('2026-11-22T20:30:00Z');
    const now = new Date(target.getTime() - (5 * 3600 + 42 * 60 + 12) * 1000);
    expect(countdownText(now, target)).toBe('۰۵:۴۲:۱۲');
    expect(waitInWords(now, target)).toBe('۵ ساعت و ۴۲ دقیقه');

    const latin = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    for (let offset = 0; offset < 24 * 3_600_000; offset += 7_919.5) {
      const at = new Date(target.getTime() - offset);
      const [hours, minutes] = countdownText(at, target).split(':').map(latin);
      const words = waitInWords(at, target);
      const saidHours = latin(/^([۰-۹]+) ساعت/.exec(words)?.[1] ?? '۰');
      const saidMinutes = latin(/([۰-۹]+) دقیقه$/.exec(words)?.[1] ?? '۰');
      expect([saidHours, saidMinutes], `${countdownText(at, target)} read as «${words}»`).toEqual([hours, minutes]);
    }
  });
});
