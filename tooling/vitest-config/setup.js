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
  // jsdom has <dialog> without its methods: open and close it as a browser does, minus the top
  // layer (the phone menus are modal dialogs).
  const Dialog = window.HTMLDialogElement?.prototype;
  if (Dialog && !Dialog.showModal) {
    Dialog.show = function show() {
      this.setAttribute('open', '');
    };
    Dialog.showModal = Dialog.show;
    Dialog.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  window.scrollTo = () => {};
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
