// PERSIAN-UX "Direction" and "Digits" seen from the browser: the document is Persian and right to
// left, every number the interface writes uses Persian digits, and whatever keeps Latin digits (a
// discount code such as HOSSEINI10, an IBAN, a mobile number shown as typed) sits in a
// left-to-right isolate, so its characters keep their order inside Persian text.
import type { Page } from 'playwright-core';
import { check } from './browser.js';

export type DigitFinding = { text: string; where: string };

/** The visible text nodes with Latin digits outside an LTR isolate, with where they are. */
export function latinDigitsOutsideIsolates(page: Page): Promise<DigitFinding[]> {
  return page.evaluate(() => {
    const isolating = new Set(['isolate', 'isolate-override', 'plaintext']);
    // An element whose content the bidi algorithm lays out on its own, left to right.
    const isLtrIsolate = (element: Element) => {
      if (element.localName === 'bdi') return true;
      const style = getComputedStyle(element);
      return style.direction === 'ltr' && isolating.has(style.unicodeBidi);
    };
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : '';
        const label = at.getAttribute('aria-label') ? `[aria-label="${at.getAttribute('aria-label')}"]` : '';
        parts.unshift(`${at.localName}${id}${label}`);
      }
      return parts.join(' > ');
    };
    const findings: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (!/[0-9]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || ['script', 'style', 'noscript', 'template'].includes(parent.localName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      let isolated = false;
      for (let at: Element | null = parent; at && !isolated; at = at.parentElement) isolated = isLtrIsolate(at);
      if (!isolated) findings.push({ text: text.trim().slice(0, 80), where: describe(parent) });
    }
    return findings;
  });
}

/** Fails, quoting the offending text, when Latin digits show outside LTR isolates. */
export async function expectPersianDigits(page: Page, route: string): Promise<void> {
  const findings = await latinDigitsOutsideIsolates(page);
  await check(
    page,
    findings.length === 0,
    `${route} to show Latin digits only inside LTR isolates; found:\n${findings.map((f) => `    «${f.text}» in ${f.where}`).join('\n')}`,
  );
}

/** `<html lang="fa" dir="rtl">`. */
export async function expectPersianDocument(page: Page, route: string): Promise<void> {
  const { lang, dir } = await page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
  }));
  await check(
    page,
    lang === 'fa' && dir === 'rtl',
    `${route}: <html lang="fa" dir="rtl"> (got lang=${lang} dir=${dir})`,
  );
}
