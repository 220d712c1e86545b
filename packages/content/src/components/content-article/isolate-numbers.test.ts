import { describe, expect, it } from 'vitest';
import { isolateNumberRuns, isolateNumberRunsInHtml } from './isolate-numbers';

const LRI = '\u2066';
const PDI = '\u2069';

describe('isolateNumberRuns', () => {
  it('isolates hyphenated numbers in Persian, Arabic and Latin digits', () => {
    expect(isolateNumberRuns('تلفن: ۰۲۱-۶۶۴۸۱۲۳۰')).toBe(`تلفن: ${LRI}۰۲۱-۶۶۴۸۱۲۳۰${PDI}`);
    expect(isolateNumberRuns('صندوق پستی 13145-568')).toBe(`صندوق پستی ${LRI}13145-568${PDI}`);
    expect(isolateNumberRuns('کد ١٢-٣٤')).toBe(`کد ${LRI}١٢-٣٤${PDI}`);
  });

  it('leaves single numbers and words alone, and never isolates twice', () => {
    expect(isolateNumberRuns('هر ۱۰٬۰۰۰ تومان')).toBe('هر ۱۰٬۰۰۰ تومان');
    const once = isolateNumberRuns('۰۲۱-۶۶۴۸۱۲۳۰');
    expect(isolateNumberRuns(once)).toBe(once);
  });
});

describe('isolateNumberRunsInHtml', () => {
  it('changes text, never attributes', () => {
    const html = '<p><strong>تلفن:</strong> ۰۲۱-۶۶۴۸۱۲۳۰</p><a href="https://shop.example/book-12-34">کتاب ۱۲-۳۴</a>';
    const result = isolateNumberRunsInHtml(html);
    expect(result).toContain(`${LRI}۰۲۱-۶۶۴۸۱۲۳۰${PDI}`);
    expect(result).toContain('href="https://shop.example/book-12-34"');
    expect(result).toContain(`${LRI}۱۲-۳۴${PDI}</a>`);
  });

  it('returns HTML without number runs unchanged', () => {
    const html = '<p>سلام <em>دنیا</em></p>';
    expect(isolateNumberRunsInHtml(html)).toBe(html);
  });

  it('leaves character references and comments whole, and gives the same markup with or without a DOM', () => {
    const html = '<!-- ۱-۲ --><p>کد&#8204;ها: ۱۲-۳۴ &amp; 56-78</p>';
    const result = isolateNumberRunsInHtml(html);
    expect(result).toBe(`<!-- ۱-۲ --><p>کد&#8204;ها: ${LRI}۱۲-۳۴${PDI} &amp; ${LRI}56-78${PDI}</p>`);
    const original = globalThis.DOMParser;
    try {
      // The server has no DOMParser: its render must match the browser's.
      Reflect.deleteProperty(globalThis, 'DOMParser');
      expect(isolateNumberRunsInHtml(html)).toBe(result);
    } finally {
      globalThis.DOMParser = original;
    }
  });
});
