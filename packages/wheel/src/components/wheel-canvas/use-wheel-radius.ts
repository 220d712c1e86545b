import { useIsMobile } from '@clorofil/ui-rtl';
import { useEffect, useState, type RefObject } from 'react';

/** SPEC §9: radius 300 on desktop; on phones half the window width minus 40. */
export const DESKTOP_RADIUS = 300;
export const MOBILE_MARGIN = 40;
const MIN_RADIUS = 110;
const COMMON_PHONE_WIDTH = 390;

export function wheelRadius(windowWidth: number, isMobile: boolean, roomWidth = 0): number {
  const wanted = isMobile ? windowWidth / 2 - MOBILE_MARGIN : DESKTOP_RADIUS;
  // Never wider than the box the wheel sits in (a narrow desktop window, a story frame).
  const fits = roomWidth > 0 ? Math.min(wanted, roomWidth / 2) : wanted;
  return Math.max(Math.floor(fits), MIN_RADIUS);
}

/**
 * The wheel's width on screen as CSS, the same rule as wheelRadius: known before any script runs,
 * so the server-rendered page already shows the wheel at the size the browser will give it (a
 * phone 412 px wide grew it from the common 390 px width's 310 px to 332 px, pushing the page down).
 */
export function wheelCssWidth(isMobile: boolean): string {
  return isMobile ? `max(${MIN_RADIUS * 2}px, calc(100vw - ${MOBILE_MARGIN * 2}px))` : `${DESKTOP_RADIUS * 2}px`;
}

/** The wheel's radius in CSS pixels and the device pixel ratio to paint it at, as they are now. */
export function measureWheel(room: HTMLElement | null, isMobile: boolean): { radius: number; scale: number } {
  return {
    radius: wheelRadius(window.innerWidth, isMobile, room?.clientWidth ?? 0),
    scale: Math.min(window.devicePixelRatio || 1, 3),
  };
}

/**
 * The wheel's radius in CSS pixels, and the device pixel ratio to paint it at. Both are read on
 * resize only (never during a frame), so spinning causes no layout. Until the first measure the
 * state holds the server's guess; whoever paints reads measureWheel at that moment.
 */
export function useWheelRadius(room: RefObject<HTMLElement | null>): {
  radius: number;
  scale: number;
  isMobile: boolean;
  cssWidth: string;
} {
  const isMobile = useIsMobile();
  // The page arrives rendered by the server, which cannot measure, and the browser's first render
  // must match it: both start from a common phone width (or the desktop radius), measured at once.
  const [size, setSize] = useState(() => ({
    radius: wheelRadius(isMobile ? COMMON_PHONE_WIDTH : 1280, isMobile),
    scale: 1,
  }));
  useEffect(() => {
    const measure = () => {
      const next = measureWheel(room.current, isMobile);
      setSize((current) => (current.radius === next.radius && current.scale === next.scale ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // A zoom or a move to another screen changes the pixel ratio without always resizing.
    const dpr = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    dpr?.addEventListener?.('change', measure);
    return () => {
      window.removeEventListener('resize', measure);
      dpr?.removeEventListener?.('change', measure);
    };
  }, [isMobile, room]);
  return { ...size, isMobile, cssWidth: wheelCssWidth(isMobile) };
}
