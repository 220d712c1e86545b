import type { WheelPrize } from '@clorofil/api-client';
import { useEffect, useState } from 'react';

/**
 * Pictures still on their way after this long are not waited for: the ones already here are
 * painted, and the rest when they come.
 */
export const PICTURES_WAIT_MS = 1500;

/**
 * The prizes' pictures as loaded images, keyed by prize id. The wheel is painted at once without
 * them and again when they have all arrived (or failed), not once per picture: each repaint of the
 * disc is tens of milliseconds on a phone, and one per picture in a row would block the page as it
 * starts. Pictures slower than PICTURES_WAIT_MS are painted with what has come by then, and
 * again when the last one settles. A picture that fails to load is simply left out.
 */
export function usePrizeImages(prizes: readonly WheelPrize[]): ReadonlyMap<number, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<number, HTMLImageElement>>(new Map());
  const key = prizes.map((p) => `${p.id}:${p.image ?? ''}`).join('|');
  useEffect(() => {
    let alive = true;
    const withImage = prizes.filter((p) => p.image);
    const loaded = new Map<number, HTMLImageElement>();
    let pending = withImage.length;
    let shown = 0;
    setImages(new Map());
    const show = () => {
      if (!alive || loaded.size === shown) return;
      shown = loaded.size;
      setImages(new Map(loaded));
    };
    const timer = setTimeout(show, PICTURES_WAIT_MS);
    const settled = () => {
      pending -= 1;
      if (pending === 0) {
        clearTimeout(timer);
        show();
      }
    };
    for (const prize of withImage) {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => {
        loaded.set(prize.id, image);
        settled();
      };
      image.onerror = settled;
      image.src = prize.image ?? '';
    }
    return () => {
      alive = false;
      clearTimeout(timer);
    };
    // `key` stands for the prizes' ids and pictures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return images;
}
