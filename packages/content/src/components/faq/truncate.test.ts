import { describe, expect, it } from 'vitest';
import { ANSWER_LIMIT, truncateAnswer, truncateAnswerHtml } from './truncate';

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

describe('truncateAnswerHtml', () => {
  const paragraph = (count: number) => `<p>${words(count)}</p>`;
  const textOf = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.textContent ?? '';
  };

  it('leaves a short answer whole, tags and all', () => {
    const answer = '<p>خیر، <strong>هرگز</strong> منقضی نمی‌شوند.</p>';
    expect(truncateAnswerHtml(answer, 200)).toEqual({ text: answer, truncated: false });
  });

  it('cuts the text, not the markup: what remains is well-formed, closed after the ellipsis', () => {
    const answer = `${paragraph(20)}<ul><li>${words(10)} <strong>${words(30)}</strong></li><li>${words(40)}</li></ul>`;
    const { text, truncated } = truncateAnswerHtml(answer, 200);
    expect(truncated).toBe(true);
    // Re-parsed by a browser, the cut HTML is itself: nothing was left open or broken.
    const host = document.createElement('div');
    host.innerHTML = text;
    expect(host.innerHTML).toBe(text);
    expect(text).toMatch(/…<\/strong><\/li><\/ul>$/);
    expect(text.match(/<p>/g)).toHaveLength(1);
    // The reader sees at most 200 characters, paragraph ends counted as one.
    expect(Array.from(textOf(text)).length).toBeLessThanOrEqual(200);
    expect(Array.from(textOf(text)).length).toBeGreaterThan(200 - 31);
  });

  it('never cuts inside a tag, a link’s address or a character reference', () => {
    const link = '<a href="https://club.example.ir/page/faq" target="_blank" rel="noopener noreferrer nofollow">';
    const answer = `<p>${'ا'.repeat(195)}&amp;${link}${'ب'.repeat(50)}</a></p>`;
    const { text } = truncateAnswerHtml(answer, 200);
    expect(text).toBe(`<p>${'ا'.repeat(195)}&amp;${link}ببب…</a></p>`);
    expect(text.endsWith('…</a></p>')).toBe(true);
    expect(Array.from(textOf(text))).toHaveLength(200);
  });

  it('cuts a plain-text answer (stored before answers were rich) as text', () => {
    const answer = words(120);
    expect(truncateAnswerHtml(answer, 200)).toEqual(truncateAnswer(answer, 200));
    // Text that looks like markup stays escaped.
    expect(truncateAnswerHtml(`${'ک'.repeat(198)} &lt;b&gt; بیشتر`, 200).text).toBe(`${'ک'.repeat(198)}…`);
  });
});
