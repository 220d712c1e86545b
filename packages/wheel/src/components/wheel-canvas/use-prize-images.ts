import type { WheelPrize } from '@clorofil/api-client';
import { useEffect, useState } from 'react';

/**
 * The prizes' pictures as loaded images, keyed by prize id. The wheel is painted at once without
 * them and again when each arrives; a picture that fails to load is simply left out.
 */
export function usePrizeImages(prizes: readonly WheelPrize[]): ReadonlyMap<number, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<number, HTMLImageElement>>(new Map());
  const key = prizes.map((p) => `${p.id}:${p.image ?? ''}`).join('|');
  useEffect(() => {
    let alive = true;
    const withImage = prizes.filter((p) => p.image);
    setImages(new Map());
    for (const prize of withImage) {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => {
        if (alive) setImages((current) => new Map(current).set(prize.id, image));
      };
      image.src = prize.image ?? '';
    }
    return () => {
      alive = false;
    };
    // `key` stands for the prizes' ids and pictures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return images;
}
