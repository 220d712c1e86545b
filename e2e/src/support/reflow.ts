// WCAG 1.4.10 Reflow and 1.4.4 Resize text, measured: at 200 % zoom of a 1280×800 window the page
// lays out in 640×400 CSS pixels, and a 320 px wide screen is the reflow criterion's own width.
// Neither may scroll sideways nor push text out of sight (a table's own sideways scroller is
// allowed: the criterion exempts two-dimensional data).
import type { Page } from 'playwright-core';

export const REFLOW_SIZES = [
  { name: '200 % zoom of 1280×800', width: 640, height: 400 },
  { name: '320 px screen', width: 320, height: 640 },
] as const;

/** Two frames: the resize's media queries and the React renders they trigger have landed. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** What the page loses at its current size: sideways scrolling and text cut off at the sides. */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`scrolls sideways: content ${root.scrollWidth}px in ${root.clientWidth}px`);
    const width = root.clientWidth;
    // Text may leave the screen inside something the member can scroll or slide sideways, or
    // inside visually hidden text meant for screen readers.
    const excused = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && at !== root) return true;
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        // A carousel's track (keen-slider): its other slides come into view with the arrows or a swipe.
        if (at.classList.contains('keen-slider')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || (rect.left >= -1 && rect.right <= width + 1)) continue;
      if (excused(parent)) continue;
      problems.push(
        `text out of sight (${Math.round(rect.left)}…${Math.round(rect.right)} of ${width}px): «${text.slice(0, 60)}»`,
      );
      if (problems.length > 8) break;
    }
    return problems;
  });
}
