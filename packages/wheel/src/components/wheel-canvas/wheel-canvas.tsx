import { Box } from '@chakra-ui/react';
import type { WheelPrize } from '@clorofil/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { WHEEL_FONT } from '../../wheel/layers';
import { buildLayers, completeRims, drawFrame, type DiscPrize, type Layers } from '../../wheel/layers';
import { restRotation, type WheelAnimator } from '../../wheel/wheel-animator';
import { usePrizeImages } from './use-prize-images';
import { measureWheel, useWheelRadius } from './use-wheel-radius';

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
  const { radius, scale, isMobile, cssWidth } = useWheelRadius(room);
  /** What the bitmaps in `built` were painted from. */
  const paintedFrom = useRef<{ radius: number; scale: number; prizes: readonly DiscPrize[]; fontReady: boolean }>(null);
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
    // In a task of its own, after React's commit: building the bitmaps and painting take tens of
    // milliseconds on a phone, and inside the commit they would make the page's hydration one long
    // task. Resizing clears a canvas, so it happens in the same task as the paint: the old picture
    // stays until the new one is drawn.
    //
    // The size is read when the task runs, not taken from the state: on a page the server rendered,
    // the first task can run before React has rendered the measured size, and painting the guessed
    // one first would cost a whole second build of all four bitmaps on a phone whose width or pixel
    // ratio differs from the guess. When the state catches up, the inputs are the ones painted already, and the bitmaps are kept.
    let rims: ReturnType<typeof setTimeout> | undefined;
    const task = setTimeout(() => {
      const { radius: now, scale: ratio } = measureWheel(room.current, isMobile);
      const from = paintedFrom.current;
      let layers = built.current;
      if (
        !layers ||
        !from ||
        from.radius !== now ||
        from.scale !== ratio ||
        from.prizes !== discPrizes ||
        from.fontReady !== fontReady
      ) {
        const size = Math.round(now * 2 * ratio);
        if (element.width !== size || element.height !== size) {
          element.width = size;
          element.height = size;
        }
        layers = buildLayers(now, ratio, discPrizes, restRotation(discPrizes.length), built.current);
        if (!layers) return;
        built.current = layers;
        paintedFrom.current = { radius: now, scale: ratio, prizes: discPrizes, fontReady };
      }
      const painted = layers;
      animator.setCount(discPrizes.length);
      animator.setPainter((frame) => drawFrame(ctx, painted, frame));
      // The spin's two rims come in a task of their own, long before a member can tap «چرخاندن گردونه».
      rims = setTimeout(() => completeRims(painted));
    });
    return () => {
      clearTimeout(task);
      clearTimeout(rims);
      animator.setPainter(null);
    };
    // `radius` and `scale` are read again when the task runs; here they only say when to look.
  }, [animator, discPrizes, radius, scale, isMobile, fontReady]);

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
