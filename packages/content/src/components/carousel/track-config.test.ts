import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS, trackConfig } from './track-config';

const layoutAt = (windowWidth: number) =>
  [...CAROUSEL_BREAKPOINTS].reverse().find((entry) => windowWidth >= entry.minWidth)!.layout;

describe('carousel breakpoints (SPEC §9)', () => {
  it.each([
    [320, 2.4, 24],
    [390, 2.4, 24],
    [480, 2.8, 24],
    [768, 2.8, 24],
    [769, 4.5, 0],
    [1258, 4.5, 0],
    [1259, 5, 0],
    [1920, 5, 0],
  ])('at %ipx shows %f slides with %ipx offsets and 10px gaps', (width, perView, offset) => {
    expect(layoutAt(width)).toEqual({ perView, spacing: 10, offset });
  });
});

describe('trackConfig', () => {
  const phone = { perView: 2.4, spacing: 10, offset: 24 };

  it('sizes slides so 2.4 of them and their gaps fill the container', () => {
    const [first] = trackConfig(390, 7, phone);
    expect(first!.size * 390).toBeCloseTo((390 - 10 * 1.4) / 2.4);
    expect(first!.spacing * 390).toBeCloseTo(10);
  });

  it('rests the first slide 24px from the start and the last 24px from the end', () => {
    const entries = trackConfig(390, 7, phone);
    expect(entries[0]!.origin * 390).toBeCloseTo(24);
    const last = entries.at(-1)!;
    expect((1 - last.origin - last.size) * 390).toBeCloseTo(24);
  });

  it('never moves a track that fits in the container', () => {
    const entries = trackConfig(1280, 3, { perView: 5, spacing: 10, offset: 0 });
    // Every slide rests where it already is: one after the other from the start edge.
    entries.forEach((entry, index) => expect(entry.origin).toBeCloseTo(index * (entry.size + entry.spacing)));
  });

  it('falls back to plain fractions when the container measures nothing (hidden, jsdom)', () => {
    const entries = trackConfig(0, 4, phone);
    expect(entries[0]).toEqual({ size: 1 / 2.4, spacing: 0, origin: 0 });
  });
});
