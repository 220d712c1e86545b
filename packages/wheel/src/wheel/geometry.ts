// Where the pointer is and where a prize lies on the wheel. Canvas angles grow clockwise from
// 3 o'clock; the wheel turns clockwise (its rotation only grows) and the pointer stays at 12.
export const TAU = Math.PI * 2;

/** The fixed pointer at the top of the wheel. */
export const POINTER_ANGLE = -Math.PI / 2;

/** How far from a segment's edges the wheel may stop, as a share of the segment (never on a line). */
export const EDGE_MARGIN = 0.15;

export function normalizeAngle(angle: number): number {
  return ((angle % TAU) + TAU) % TAU;
}

/** The angle one segment spans. */
export function segmentSpan(count: number): number {
  return TAU / count;
}

/**
 * The segment under the pointer when the wheel is turned by `rotation`: segment `i` is drawn
 * from `rotation + i·span` to `rotation + (i + 1)·span`.
 */
export function segmentUnderPointer(rotation: number, count: number): number {
  const index = Math.floor(normalizeAngle(POINTER_ANGLE - rotation) / segmentSpan(count));
  return Math.min(Math.max(index, 0), count - 1);
}

/** Where inside the segment the pointer ends, kept off the edges so nobody argues over a line. */
export function clampFraction(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0.5;
  return Math.min(Math.max(fraction, EDGE_MARGIN), 1 - EDGE_MARGIN);
}

export type LandingRequest = {
  /** The rotation the wheel has when it starts to slow down. */
  from: number;
  /** The least it must still turn (so a landing is always a real deceleration). */
  minTravel: number;
  /** The prize the server chose, by its position in the prize list. */
  index: number;
  count: number;
  /** Where in the segment the pointer ends: 0 its leading edge, 1 its trailing edge. */
  fraction: number;
};

/**
 * The first rotation at or beyond `from + minTravel` that puts the pointer at `fraction` of
 * segment `index`; the wheel then travels less than one more turn than it had to.
 */
export function landingRotation({ from, minTravel, index, count, fraction }: LandingRequest): number {
  const aligned = POINTER_ANGLE - (index + clampFraction(fraction)) * segmentSpan(count);
  const earliest = from + Math.max(minTravel, 0);
  const turns = Math.ceil((earliest - aligned) / TAU);
  return aligned + turns * TAU;
}
