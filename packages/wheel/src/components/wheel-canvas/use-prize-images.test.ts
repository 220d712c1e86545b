import type { WheelPrize } from '@clorofil/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURES_WAIT_MS, usePrizeImages } from './use-prize-images';

// jsdom loads no pictures: each `new Image()` is kept here and "arrives" when the test says so.
class FakeImage {
  static made: FakeImage[] = [];
  decoding = '';
  src = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeImage.made.push(this);
  }
}

const prizes: WheelPrize[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: `جایزهٔ ${i + 1}`,
  chancePercent: 10,
  image: `/api/images/p${i + 1}.svg`,
}));

describe('usePrizeImages', () => {
  beforeEach(() => {
    FakeImage.made = [];
    vi.stubGlobal('Image', FakeImage);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands the wheel its ten pictures once, when the last has arrived, not once per picture', () => {
    const seen: number[] = [];
    renderHook(() => {
      const images = usePrizeImages(prizes);
      seen.push(images.size);
      return images;
    });
    expect(FakeImage.made).toHaveLength(10);
    const before = seen.length;
    act(() => {
      // One fails; the wheel goes without it.
      FakeImage.made.forEach((image, i) => (i === 3 ? image.onerror?.() : image.onload?.()));
    });
    const after = seen.slice(before);
    expect(after.filter((size, i) => i === 0 || size !== after[i - 1])).toEqual([9]);
  });

  it('does not wait for a slow picture: what has come is painted, the rest when it settles', () => {
    const { result } = renderHook(() => usePrizeImages(prizes));
    act(() => FakeImage.made.slice(0, 8).forEach((image) => image.onload?.()));
    expect(result.current.size).toBe(0);
    act(() => vi.advanceTimersByTime(PICTURES_WAIT_MS));
    expect(result.current.size).toBe(8);
    act(() => FakeImage.made.slice(8).forEach((image) => image.onload?.()));
    expect(result.current.size).toBe(10);
  });
});
