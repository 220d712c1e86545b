// jsdom lacks a few browser APIs Chakra UI and our components rely on.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => {
      const width = window.innerWidth || 1280;
      const min = /min-width:\s*(\d+(?:\.\d+)?)(px|em|rem)/.exec(query);
      const max = /max-width:\s*(\d+(?:\.\d+)?)(px|em|rem)/.exec(query);
      const px = (m) => (m[2] === 'px' ? Number(m[1]) : Number(m[1]) * 16);
      const matches = (!min || width >= px(min)) && (!max || width <= px(max));
      return {
        matches,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      };
    };
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.IntersectionObserver) {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
  window.scrollTo = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
