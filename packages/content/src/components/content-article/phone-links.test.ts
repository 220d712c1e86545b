import { describe, expect, it } from 'vitest';
import { linkPhoneNumbersInHtml } from './phone-links';

/** The number a text's only link dials, if the text got one. */
const telHref = (text: string) => /href="([^"]*)"/.exec(linkPhoneNumbersInHtml(`<p>${text}</p>`))?.[1];

describe('phone links in content', () => {
  it('dials an Iranian landline or mobile in international form, from Persian, Arabic or Latin digits', () => {
    expect(telHref('۰۲۱-۶۶۴۸۱۲۳۰')).toBe('tel:+982166481230');
    expect(telHref('021-66481230')).toBe('tel:+982166481230');
    expect(telHref('٠٩١٢٣٤٥٦٧٨٩')).toBe('tel:+989123456789');
  });

  it('leaves other numbers alone: a postal box, a year, a national code', () => {
    expect(telHref('۱۳۱۴۵-۵۶۸')).toBeUndefined();
    expect(telHref('۱۴۰۵')).toBeUndefined();
    expect(telHref('0072145366')).toBeUndefined();
  });

  it('wraps the phone in a link and keeps the rest of the markup as it was', () => {
    expect(
      linkPhoneNumbersInHtml(
        '<ul><li><strong>صندوق پستی:</strong> ۱۳۱۴۵-۵۶۸</li><li><strong>تلفن:</strong> ۰۲۱-۶۶۴۸۱۲۳۰</li></ul>',
      ),
    ).toBe(
      '<ul><li><strong>صندوق پستی:</strong> ۱۳۱۴۵-۵۶۸</li><li><strong>تلفن:</strong> <a href="tel:+982166481230">۰۲۱-۶۶۴۸۱۲۳۰</a></li></ul>',
    );
  });

  it('never nests a link in a link, nor touches an attribute', () => {
    const html =
      '<p><a href="https://shop.example/02166481230" target="_blank" rel="noopener noreferrer nofollow">۰۲۱-۶۶۴۸۱۲۳۰</a></p>';
    expect(linkPhoneNumbersInHtml(html)).toBe(html);
  });
});
