// The keyboard-only member: where Tab goes, whether the focused control shows it, and whether focus
// stays inside an open dialog. Read from inside the page after each key press.
import type { Page } from 'playwright-core';

export type FocusStop = {
  /** tag, role and accessible text, enough to find the control in a failure message. */
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** A focus indicator is drawn (outline or box-shadow, on the control or the part that shows it). */
  ring: boolean;
  /** Where the previous stop is now (after any scroll or slide this focus caused), to compare. */
  previous: { top: number; bottom: number; left: number; right: number } | null;
  inMain: boolean;
  inDialog: boolean;
  /** In a toast (ToastCard: a status or alert with data-kind), which comes and goes by itself. */
  inToast: boolean;
  isBody: boolean;
};

/**
 * The element that has focus now, described, once it has stopped moving: a focus can start a slide
 * (the home carousel brings a focused card into view) and a box read mid-slide is in neither
 * place (two cards of the carousel can read as going left to right while it moves).
 */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const where = () => {
      const rect = (document.activeElement ?? document.body).getBoundingClientRect();
      return `${rect.left},${rect.top},${scrollX},${scrollY}`;
    };
    // Inside a slider, until three frames in a row find it in one place (a second and a half at most).
    if (document.activeElement?.closest('.keen-slider')) {
      for (let frame = 0, before = where(), steady = 0; frame < 90 && steady < 3; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = where();
        steady = now === before ? steady + 1 : 0;
        before = now;
      }
    }
    const active = document.activeElement ?? document.body;
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A visually hidden native input (checkbox, radio, switch) shows its focus on its drawn control.
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2;
    };
    let ring = shows(active);
    if (!ring && !visible(active)) {
      const holder = active.closest('label, [data-part="root"]');
      ring = !!holder && [holder, ...holder.querySelectorAll('[data-focus-visible], [data-focus]')].some(shows);
    }
    // A card whose whole box is the link (LinkBox/LinkOverlay) rings the card, via :focus-within.
    for (let at = active.parentElement, depth = 0; !ring && at && depth < 3; at = at.parentElement, depth += 1)
      ring = at.matches(':focus-within') && shows(at);
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left + scrollX, right: r.right + scrollX };
    };
    const memory = window as unknown as { __lastFocus?: Element };
    const last = memory.__lastFocus;
    memory.__lastFocus = active;
    const previous = last && last !== active && last.isConnected ? box(last) : null;
    const rect = box(active);
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim();
    const role = active.getAttribute('role');
    const popup = active.getAttribute('aria-haspopup');
    return {
      name: `${active.localName}${role ? `[role=${role}]` : ''}${popup ? `[haspopup=${popup}]` : ''}${active.id ? `#${active.id}` : ''} «${text.slice(0, 40)}»`,
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      ring,
      previous,
      inMain: !!active.closest('main'),
      inDialog: !!active.closest('dialog, [role="dialog"], [role="alertdialog"]'),
      inToast: !!active.closest('[role="status"][data-kind], [role="alert"][data-kind]'),
      isBody: active === document.body || active === document.documentElement,
    };
  });
}

/** Every visible control Tab should reach (outside any open dialog's inert background). */
export function tabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"], audio[controls], video[controls]';
    const names: string[] = [];
    const radioGroups = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // A toast's close button is in the order only while the toast shows (it leaves by itself).
      if (element.closest('[role="status"][data-kind], [role="alert"][data-kind]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      const hiddenInput = element.localName === 'input' && (rect.width <= 2 || rect.height <= 2);
      if (!hiddenInput && (rect.width === 0 || rect.height === 0)) continue;
      // One stop per radio group: arrows move inside it.
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (radioGroups.has(element.name)) continue;
        radioGroups.add(element.name);
      }
      names.push(element.outerHTML.slice(0, 120));
    }
    return names;
  });
}

export type Walk = { stops: FocusStop[]; wrapped: boolean };

/**
 * Presses Tab from the top of the page until focus comes back to where it started (or to the
 * document), at most `limit` times: a walk that never comes back is a keyboard trap.
 */
export async function walkTab(page: Page, limit: number): Promise<Walk> {
  await page.evaluate(() => {
    // Back to the top of the document, as after a fresh load: a focused marker at the start of
    // <body>, removed again, leaves the next Tab to start from there (blur alone would not).
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    document.body.prepend(marker);
    marker.focus();
    marker.remove();
    delete (window as unknown as { __lastFocus?: Element }).__lastFocus;
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.isBody || (stops.length > 0 && stop.name === stops[0]!.name && stop.top === stops[0]!.top)) {
      return { stops, wrapped: true };
    }
    stops.push(stop);
  }
  return { stops, wrapped: false };
}

/**
 * Pairs of consecutive stops on one line that go left to right: in a right-to-left page the next
 * control on the same line sits to the left of the previous one.
 */
export function backwardsOnALine(stops: readonly FocusStop[]): string[] {
  const found: string[] = [];
  for (let i = 1; i < stops.length; i += 1) {
    const b = stops[i]!;
    const a = { ...stops[i - 1]!, ...(b.previous ?? {}) };
    const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    const sameLine = overlap > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
    if (sameLine && b.left >= a.right - 1) found.push(`${a.name} → ${b.name} goes left to right`);
  }
  return found;
}

/** Presses `key` `times` times and returns the stops, to see focus stay inside a dialog. */
export async function pressAndRecord(page: Page, key: string, times: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    stops.push(await focusStop(page));
  }
  return stops;
}

/** Presses Tab until the focused control's text matches `name` (at most `limit` presses). */
export async function tabTo(page: Page, name: RegExp, limit = 60): Promise<FocusStop> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (name.test(stop.name)) return stop;
  }
  throw new Error(`Tab never reached a control named ${name} in ${limit} presses at ${page.url()}`);
}

/** The skip link's text: the first Tab stop of every page. */
export const SKIP_LINK = 'پرش به محتوای اصلی';

/** The names of the stops that showed no focus indicator. */
export const noRing = (stops: readonly FocusStop[]) => stops.filter((s) => !s.ring).map((s) => s.name);

/**
 * The whole Tab walk of the page: it comes back round (no trap), reaches every visible control,
 * shows a ring on each, runs right to left along a line and starts at the skip link. Returns the
 * problems found (the keyboard test walks chosen pages; the accessibility audit walks every route).
 */
export async function walkProblems(page: Page, label: string): Promise<string[]> {
  const expected = await tabbables(page);
  // Room for stops the static count cannot foresee (a carousel revealing slides as they are reached).
  const limit = expected.length * 2 + 20;
  const walk = await walkTab(page, limit);
  // Toasts (the sign-in's notifications, a copy's confirmation) come and go during the walk; their
  // own keyboard and live-region behaviour is tested in keyboard.test.ts. The page's controls count.
  const stops = walk.stops.filter((stop) => !stop.inToast);
  const found: string[] = [];
  if (!walk.wrapped) found.push(`${label}: Tab did not come back round in ${limit} presses (a trap?)`);
  if (stops.length < expected.length)
    found.push(`${label}: Tab reached ${stops.length} of ${expected.length} controls:\n    ${expected.join('\n    ')}`);
  const unringed = noRing(stops);
  if (unringed.length > 0) found.push(`${label}: no visible focus on ${unringed.join(', ')}`);
  const backwards = backwardsOnALine(stops);
  if (backwards.length > 0) found.push(`${label}: ${backwards.join('; ')}`);
  if (stops[0] && !stops[0].name.includes(SKIP_LINK))
    found.push(`${label}: the first Tab stop is ${stops[0].name}, not the skip link`);
  return found;
}
