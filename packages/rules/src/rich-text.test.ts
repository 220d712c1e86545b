import { describe, expect, it } from 'vitest';
import { htmlText, paragraphsAsLines, plainTextToHtml } from './rich-text';
import { sanitizeServerHtml } from './sanitize/server-html';

describe('plainTextToHtml', () => {
  it('turns blank lines into paragraphs and single line breaks into <br />', () => {
    expect(plainTextToHtml('یک\nدو\n\nسه\n \n\nچهار')).toBe('<p>یک<br />دو</p><p>سه</p><p>چهار</p>');
  });

  it('escapes what would read as markup, so the text shows as it was typed', () => {
    expect(plainTextToHtml('<b>نه</b> & ۲ > ۱')).toBe('<p>&lt;b&gt;نه&lt;/b&gt; &amp; ۲ &gt; ۱</p>');
  });

  it('writes what the sanitiser writes, so storing it again changes nothing', () => {
    for (const text of ['ساده', 'a < b && c > "d"\n\nپاراگراف دوم\nخط', '  فاصله  \r\n\r\nویندوز  '])
      expect(sanitizeServerHtml(plainTextToHtml(text))).toBe(plainTextToHtml(text));
  });

  it('leaves nothing for empty text', () => {
    expect(plainTextToHtml(' \n ')).toBe('');
  });
});

describe('htmlText', () => {
  it('is what a reader sees: tags gone, lines kept, references decoded', () => {
    expect(htmlText('<p>یک <strong>دو</strong><br />سه</p><p>&lt;چهار&gt; &amp; &quot;پنج&quot;&#x21;</p>')).toBe(
      'یک دو\nسه\n<چهار> & "پنج"!',
    );
  });

  it('undoes plainTextToHtml but for blank lines', () => {
    expect(htmlText(plainTextToHtml('الف\n\nب\nپ & ت'))).toBe('الف\nب\nپ & ت');
  });
});

describe('paragraphsAsLines', () => {
  it('joins paragraphs with line breaks and drops the paragraph tags', () => {
    expect(paragraphsAsLines('<p>یک <strong>دو</strong></p>\n<p dir="rtl">سه</p>')).toBe(
      'یک <strong>دو</strong><br />سه',
    );
  });
});
