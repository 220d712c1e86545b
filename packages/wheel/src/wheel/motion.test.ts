import { describe, expect, it } from 'vitest';
import { segmentUnderPointer } from './geometry';
import { decelerateMs, isSettled, landOn, rotationAt, settlesAt, startSpin, stopAt, type Motion } from './motion';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function assertSmoothAndForward(motion: Motion, from: number, to: number) {
  let previous = rotationAt(motion, from);
  for (let t = from + 4; t <= to; t += 4) {
    const now = rotationAt(motion, t);
    expect(now).toBeGreaterThanOrEqual(previous - 1e-9);
    // Never more than a fifth of a turn between two 4 ms steps: no visible jump.
    expect(now - previous).toBeLessThan(0.2);
    previous = now;
  }
}

describe('a spin that lands on the server’s prize', () => {
  it('ends exactly in the chosen segment whenever the answer comes (during speed-up or cruise)', () => {
    const next = random(7);
    for (let count = 2; count <= 16; count += 1) {
      for (let trial = 0; trial < 40; trial += 1) {
        const index = Math.floor(next() * count);
        const spinning = startSpin(1000, next() * 50, count);
        const answerAt = 1000 + next() * 4000;
        const slowing = landOn(spinning, answerAt, { index, count, fraction: next() });
        const end = settlesAt(slowing);
        expect(isSettled(slowing, end - 1)).toBe(false);
        expect(isSettled(slowing, end)).toBe(true);
        expect(segmentUnderPointer(rotationAt(slowing, end), count)).toBe(index);
        expect(segmentUnderPointer(rotationAt(slowing, end + 5000), count)).toBe(index);
      }
    }
  });

  it('keeps turning while waiting, then slows down for about 1000 ms per segment', () => {
    const spinning = startSpin(0, 0, 10);
    expect(rotationAt(spinning, 5000)).toBeGreaterThan(rotationAt(spinning, 4000));
    const slowing = landOn(spinning, 5000, { index: 4, count: 10, fraction: 0.5 });
    const duration = settlesAt(slowing) - slowing.startAt;
    expect(decelerateMs(10)).toBe(10_000);
    // The exact landing adds at most one turn's worth of slow-down to the nominal time.
    expect(duration).toBeGreaterThanOrEqual(10_000);
    expect(duration).toBeLessThan(10_000 + 3 * 600);
    assertSmoothAndForward(slowing, 0, settlesAt(slowing) + 100);
  });

  it('waits for top speed before slowing when the answer comes at once', () => {
    const spinning = startSpin(0, 0, 8);
    const slowing = landOn(spinning, 10, { index: 2, count: 8, fraction: 0.3 });
    expect(slowing.startAt).toBe(800);
    assertSmoothAndForward(slowing, 0, settlesAt(slowing));
  });

  it('stops a failed spin smoothly within a second', () => {
    const spinning = startSpin(0, 2, 8);
    const stopping = stopAt(spinning, 3000);
    expect(settlesAt(stopping)).toBe(3900);
    assertSmoothAndForward(stopping, 0, 4000);
    expect(rotationAt(stopping, 5000)).toBe(rotationAt(stopping, 3900));
  });
});
