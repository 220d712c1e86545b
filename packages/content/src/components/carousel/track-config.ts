export type TrackEntry = { size: number; spacing: number; origin: number };

export type TrackLayout = {
  /** Slides visible at once (fractions show that there is more to swipe). */
  perView: number;
  /** Gap between slides, in px. */
  spacing: number;
  /** Space before the first and after the last slide, in px, like a scroll padding. */
  offset: number;
};

/**
 * keen-slider's track for `count` slides in a container `width` px wide: slide sizes, gaps and
 * where each slide rests ("origin"), all relative to the container. keen-slider has no offset
 * option, so the first slide rests `offset` px from the start edge and, once the end is reached,
 * the last one rests `offset` px from the end edge; a track shorter than the container never moves.
 */
export function trackConfig(width: number, count: number, { perView, spacing, offset }: TrackLayout): TrackEntry[] {
  // jsdom and hidden containers measure 0: fall back to plain fractions.
  const gap = width > 0 ? spacing / width : 0;
  const edge = width > 0 ? offset / width : 0;
  const size = (1 - gap * (perView - 1)) / perView;
  const length = count * size + Math.max(0, count - 1) * gap;
  // How far the track can move: until its end (plus the offset) meets the container's end.
  const travel = Math.max(0, length + 2 * edge - 1);
  return Array.from({ length: count }, (_, index) => {
    const start = index * (size + gap);
    return { size, spacing: gap, origin: edge + Math.max(0, start - travel) };
  });
}

/** Slides, gap and offset per minimum window width (SPEC §9); below 480px the first entry. */
export const CAROUSEL_BREAKPOINTS: ReadonlyArray<{ minWidth: number; layout: TrackLayout }> = [
  { minWidth: 0, layout: { perView: 2.4, spacing: 10, offset: 24 } },
  { minWidth: 480, layout: { perView: 2.8, spacing: 10, offset: 24 } },
  { minWidth: 769, layout: { perView: 4.5, spacing: 10, offset: 0 } },
  { minWidth: 1259, layout: { perView: 5, spacing: 10, offset: 0 } },
];
