import { fixtures } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WheelAnimator } from '../../wheel/wheel-animator';
import { WheelCanvas } from './wheel-canvas';

setupAppTests();

/** jsdom draws nothing: a 2D context that only counts what is drawn on the page's canvas. */
function fakeCanvas() {
  const drawn: string[] = [];
  const context = (canvas: HTMLCanvasElement) =>
    new Proxy(
      {},
      {
        get: (_target, name) => {
          if (name === 'canvas') return canvas;
          if (name === 'measureText') return () => ({ width: 10 });
          if (name === 'drawImage')
            return () => {
              if (canvas.dataset.testid === 'wheel-canvas') drawn.push('drawImage');
            };
          return () => undefined;
        },
        set: () => true,
      },
    ) as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context(this);
  } as never);
  return drawn;
}

afterEach(() => vi.restoreAllMocks());

describe('the wheel canvas', () => {
  it('builds and paints its bitmaps in a task after React’s commit, not inside it', async () => {
    const drawn = fakeCanvas();
    const animator = new WheelAnimator({ count: fixtures.wheelPrizes.prizes.length, reducedMotion: true });
    // Timers only run when the test says so: on a busy machine a real one could fire inside act().
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        renderWithApp(<WheelCanvas prizes={fixtures.wheelPrizes.prizes} animator={animator} label="گردونه" />);
      });
      // The canvas is on the page and its effects have run (the commit is done): nothing is drawn
      // yet. Inside the commit that was ~45 ms more of the hydration's one long task on a phone.
      expect(screen.getByTestId('wheel-canvas')).toBeInTheDocument();
      expect(drawn).toEqual([]);
      act(() => vi.runOnlyPendingTimers());
      expect(drawn.length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
