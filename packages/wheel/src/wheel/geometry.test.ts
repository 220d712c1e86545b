import { describe, expect, it } from 'vitest';
import {
  EDGE_MARGIN,
  landingRotation,
  normalizeAngle,
  POINTER_ANGLE,
  segmentSpan,
  segmentUnderPointer,
  TAU,
} from './geometry';

// A small deterministic generator, so a failure names a reproducible case.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('segmentUnderPointer', () => {
  it('reads segment 0 under the pointer when the wheel is turned so segment 0 starts there', () => {
    for (let count = 2; count <= 16; count += 1) {
      const span = segmentSpan(count);
      expect(segmentUnderPointer(POINTER_ANGLE - span / 2, count)).toBe(0);
      // Turning clockwise brings the segments before it under the pointer.
      expect(segmentUnderPointer(POINTER_ANGLE - span / 2 + span, count)).toBe(count - 1);
    }
  });

  it('wraps angles of any size and sign', () => {
    expect(normalizeAngle(-0.5)).toBeCloseTo(TAU - 0.5);
    expect(normalizeAngle(7 * TAU + 1)).toBeCloseTo(1);
  });
});

describe('landingRotation (property: every prize, any start, 2–16 segments)', () => {
  it('puts the pointer inside the chosen segment, off its edges, within one extra turn', () => {
    const next = random(20_261_123);
    let cases = 0;
    for (let count = 2; count <= 16; count += 1) {
      const span = segmentSpan(count);
      for (let index = 0; index < count; index += 1) {
        for (let trial = 0; trial < 60; trial += 1) {
          const from = (next() - 0.5) * 2e4;
          const minTravel = next() * 80;
          const fraction = next();
          const target = landingRotation({ from, minTravel, index, count, fraction });
          expect(segmentUnderPointer(target, count), `count ${count} index ${index} from ${from}`).toBe(index);
          expect(target).toBeGreaterThanOrEqual(from + minTravel - 1e-9);
          expect(target).toBeLessThan(from + minTravel + TAU + 1e-9);
          // How deep into the segment the pointer is: never closer than the margin to a line.
          const depth = normalizeAngle(POINTER_ANGLE - target) / span - index;
          expect(depth).toBeGreaterThanOrEqual(EDGE_MARGIN - 1e-6);
          expect(depth).toBeLessThanOrEqual(1 - EDGE_MARGIN + 1e-6);
          cases += 1;
        }
      }
    }
    // 60 trials for each of the 2 + 3 + … + 16 = 135 prize positions.
    expect(cases).toBe(8100);
  });

  it('lands at the requested depth (the middle of the segment for 0.5)', () => {
    const target = landingRotation({ from: 0, minTravel: 0, index: 3, count: 8, fraction: 0.5 });
    expect(normalizeAngle(POINTER_ANGLE - target)).toBeCloseTo(3.5 * segmentSpan(8));
  });

  it('treats a nonsense fraction as the middle instead of landing on a line', () => {
    const target = landingRotation({ from: 1, minTravel: 2, index: 1, count: 4, fraction: Number.NaN });
    expect(segmentUnderPointer(target, 4)).toBe(1);
    expect(normalizeAngle(POINTER_ANGLE - target)).toBeCloseTo(1.5 * segmentSpan(4));
  });
});
