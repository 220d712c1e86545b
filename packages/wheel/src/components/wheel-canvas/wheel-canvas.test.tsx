import { fixtures } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { act } from '@testing-library/react';
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
    await act(async () => {
      renderWithApp(<WheelCanvas prizes={fixtures.wheelPrizes.prizes} animator={animator} label="گردونه" />);
    });
    // The commit and its effects are done: nothing is drawn yet (on a phone that was ~45 ms more
    // in the hydration's one long task).
    expect(drawn).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(drawn.length).toBeGreaterThan(0);
  });
});
