// The shared harness's Vitest set-up (Testing Library's patience on a loaded machine).
import '@clorofil/auth/testing/vitest-setup';

// jsdom has no 2D canvas and logs "Not implemented" for every attempt; the wheel already treats a
// missing context as "nothing to paint", which is all these tests need from it.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
