import { describe, expect, it } from 'vitest';
import { segmentUnderPointer } from './geometry';
import { RESULT_DELAY_MS } from '../flow/use-spin-flow';
import {
  ACCELERATE_MS,
  CRUISE_SPEED,
  DECELERATE_MS,
  isSettled,
  landOn,
  rotationAt,
  settlesAt,
  startSpin,
  stopAt,
  type Motion,
} from './motion';

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
        const spinning = startSpin(1000, next() * 50);
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

  it('keeps turning while waiting, then slows down in 3 s whatever the number of segments', () => {
    const next = random(11);
    for (let count = 2; count <= 16; count += 1) {
      const spinning = startSpin(0, next() * 10);
      expect(rotationAt(spinning, 5000)).toBeGreaterThan(rotationAt(spinning, 4000));
      const slowing = landOn(spinning, 5000, { index: count - 1, count, fraction: next() });
      expect(settlesAt(slowing) - slowing.startAt).toBe(DECELERATE_MS);
      // An ease-out between an even deceleration and a long coast, never a sudden brake.
      expect(slowing.exponent).toBeGreaterThanOrEqual(2);
      expect(slowing.exponent).toBeLessThanOrEqual(3.5);
      // It starts at the cruise speed: no visible jump where the slow-down begins.
      const startSpeed = (rotationAt(slowing, slowing.startAt + 1) - rotationAt(slowing, slowing.startAt)) / 1;
      expect(startSpeed).toBeCloseTo(CRUISE_SPEED, 4);
      assertSmoothAndForward(slowing, 0, settlesAt(slowing) + 100);
    }
  });

  it('ends well within 5 s of the tap when the server answers in 0.13 s, for 2 to 16 prizes', () => {
    const next = random(3);
    for (let count = 2; count <= 16; count += 1) {
      for (let trial = 0; trial < 20; trial += 1) {
        const spinning = startSpin(0, next() * 10);
        const slowing = landOn(spinning, 130, { index: Math.floor(next() * count), count, fraction: next() });
        // Tap at 0, at rest by 3.4 s, the result 200 ms later.
        expect(settlesAt(slowing)).toBe(ACCELERATE_MS + DECELERATE_MS);
        expect(settlesAt(slowing) + RESULT_DELAY_MS).toBeLessThanOrEqual(4000);
      }
    }
  });

  it('waits for top speed before slowing when the answer comes at once', () => {
    const spinning = startSpin(0, 0);
    const slowing = landOn(spinning, 10, { index: 2, count: 8, fraction: 0.3 });
    expect(slowing.startAt).toBe(ACCELERATE_MS);
    assertSmoothAndForward(slowing, 0, settlesAt(slowing));
  });

  it('stops a failed spin smoothly within a second', () => {
    const spinning = startSpin(0, 2);
    const stopping = stopAt(spinning, 3000);
    expect(settlesAt(stopping)).toBe(3900);
    assertSmoothAndForward(stopping, 0, 4000);
    expect(rotationAt(stopping, 5000)).toBe(rotationAt(stopping, 3900));
  });
});
