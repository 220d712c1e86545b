import { Box } from '@chakra-ui/react';
import type { WheelPrize } from '@clorofil/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { WHEEL_FONT } from '../../wheel/layers';
import { buildLayers, drawFrame, type Layers } from '../../wheel/layers';
import { restRotation, type WheelAnimator } from '../../wheel/wheel-animator';
import { usePrizeImages } from './use-prize-images';
import { useWheelRadius } from './use-wheel-radius';

export type WheelCanvasProps = {
  prizes: readonly WheelPrize[];
  animator: WheelAnimator;
  /** What the picture shows, for screen readers (the canvas itself is an image to them). */
  label: string;
};

/**
 * True once Vazirmatn is loaded for the titles. A canvas does not repaint itself when a web font
 * arrives, so the bitmaps are painted again then.
 */
function useWheelFont(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts?.load) return;
    fonts
      .load(`700 20px ${WHEEL_FONT}`, 'گردونه')
      .catch(() => undefined)
      .then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}

/**
 * The wheel on a canvas sized for the screen's pixel ratio, so it stays crisp on high-DPI
 * screens. Bitmaps are rebuilt on resize or new prizes; the animator paints each frame.
 */
export function WheelCanvas({ prizes, animator, label }: WheelCanvasProps) {
  const room = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const built = useRef<Layers | null>(null);
  const { radius, scale, cssWidth } = useWheelRadius(room);
  const images = usePrizeImages(prizes);
  const fontReady = useWheelFont();
  const discPrizes = useMemo(
    () =>
      prizes.map((prize) => ({
        title: prize.title,
        ...(prize.color ? { color: prize.color } : {}),
        image: images.get(prize.id),
      })),
    [prizes, images],
  );

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    // In a task of its own, after React's commit: building the bitmaps and painting take ~45 ms on
    // a phone (4x CPU), and inside the commit they made the page's hydration one ~150 ms task
    // (bench/web/profile.mjs on /games/lucky-wheel). Resizing clears a canvas, so it happens in the
    // same task as the paint: the old picture stays until the new one is drawn.
    const task = setTimeout(() => {
      const size = Math.round(radius * 2 * scale);
      if (element.width !== size || element.height !== size) {
        element.width = size;
        element.height = size;
      }
      const layers = buildLayers(radius, scale, discPrizes, restRotation(discPrizes.length), built.current);
      if (!layers) return;
      built.current = layers;
      animator.setCount(discPrizes.length);
      animator.setPainter((frame) => drawFrame(ctx, layers, frame));
    });
    return () => {
      clearTimeout(task);
      animator.setPainter(null);
    };
  }, [animator, discPrizes, radius, scale, fontReady]);

  return (
    <Box ref={room} width="full" display="flex" justifyContent="center">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-testid="wheel-canvas"
        style={{ width: cssWidth, maxWidth: '100%', height: 'auto', aspectRatio: '1', touchAction: 'manipulation' }}
      />
    </Box>
  );
}
