import { describe, expect, it } from 'vitest';
import { ANSWER_LIMIT, truncateAnswer } from './truncate';

const words = (count: number) => Array.from({ length: count }, (_, i) => `واژه${i % 10}`).join(' ');

describe('truncateAnswer', () => {
  it('leaves an answer within the limit untouched', () => {
    const answer = 'خیر، کلروفیل‌ها هرگز منقضی نمی‌شوند.';
    expect(truncateAnswer(answer, ANSWER_LIMIT.mobile)).toEqual({ text: answer, truncated: false });
  });

  it('keeps an answer of exactly the limit whole', () => {
    const answer = 'ا'.repeat(200);
    expect(truncateAnswer(answer, 200).truncated).toBe(false);
  });

  it('cuts a long answer to at most the limit, ending in an ellipsis at a word boundary', () => {
    const answer = words(120);
    for (const limit of [ANSWER_LIMIT.mobile, ANSWER_LIMIT.desktop]) {
      const { text, truncated } = truncateAnswer(answer, limit);
      expect(truncated).toBe(true);
      expect(Array.from(text).length).toBeLessThanOrEqual(limit);
      expect(Array.from(text).length).toBeGreaterThan(limit - 30);
      expect(text.endsWith('…')).toBe(true);
      // The word before the ellipsis is whole.
      expect(answer.split(' ')).toContain(text.slice(0, -1).split(' ').at(-1));
    }
  });

  it('cuts a text without spaces at the limit rather than not at all', () => {
    const { text } = truncateAnswer('ب'.repeat(900), 700);
    expect(Array.from(text)).toHaveLength(700);
  });

  it('never splits a character made of two code units', () => {
    const { text } = truncateAnswer('😀'.repeat(300), 200);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
