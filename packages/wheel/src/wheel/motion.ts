// The wheel's motion as pure functions of time, so the landing can be proven exact and the
// animation loop only has to ask "where is the wheel now?" once per frame.
import { landingRotation, TAU } from './geometry';

/** SPEC §9: speeding up takes 100 ms per segment, slowing down about 1000 ms per segment. */
export const ACCELERATE_MS_PER_SEGMENT = 100;
export const DECELERATE_MS_PER_SEGMENT = 1000;
/** Bounds on the slow-down, so 2 prizes still feel like a spin and 16 do not drag on. */
export const MIN_DECELERATE_MS = 3000;
export const MAX_DECELERATE_MS = 12_000;
/** Top speed: a little under two turns a second. */
export const CRUISE_SPEED = TAU / 600;
/** A spin that failed or was refused slows to a stop in this time, landing nowhere in particular. */
export const STOP_MS = 900;

export type Spinning = { kind: 'spinning'; startAt: number; from: number; speed: number; accelerateMs: number };
export type Slowing = {
  kind: 'slowing';
  /** The motion before the slow-down begins (an answer may arrive while still speeding up). */
  before: Spinning;
  startAt: number;
  from: number;
  travel: number;
  durationMs: number;
};
export type Resting = { kind: 'resting'; rotation: number };
export type Motion = Resting | Spinning | Slowing;

export function decelerateMs(count: number): number {
  return Math.min(Math.max(count * DECELERATE_MS_PER_SEGMENT, MIN_DECELERATE_MS), MAX_DECELERATE_MS);
}

export function startSpin(at: number, from: number, count: number, speed = CRUISE_SPEED): Spinning {
  return { kind: 'spinning', startAt: at, from, speed, accelerateMs: Math.max(count * ACCELERATE_MS_PER_SEGMENT, 1) };
}

function spinningRotation(motion: Spinning, t: number): number {
  const elapsed = Math.max(t - motion.startAt, 0);
  const { speed, accelerateMs } = motion;
  // Speed grows linearly while accelerating, then stays at `speed`.
  if (elapsed < accelerateMs) return motion.from + (speed * elapsed * elapsed) / (2 * accelerateMs);
  return motion.from + (speed * accelerateMs) / 2 + speed * (elapsed - accelerateMs);
}

function spinningSpeed(motion: Spinning, t: number): number {
  const elapsed = Math.max(t - motion.startAt, 0);
  return motion.speed * Math.min(elapsed / motion.accelerateMs, 1);
}

// Cubic ease-out: starts at 3× the average speed, ends at rest with no jolt.
const easeOut = (p: number) => 1 - (1 - p) ** 3;
const EASE_START_SLOPE = 3;

export function rotationAt(motion: Motion, t: number): number {
  if (motion.kind === 'resting') return motion.rotation;
  if (motion.kind === 'spinning') return spinningRotation(motion, t);
  if (t < motion.startAt) return spinningRotation(motion.before, t);
  const p = Math.min((t - motion.startAt) / motion.durationMs, 1);
  return motion.from + motion.travel * easeOut(p);
}

export function isSettled(motion: Motion, t: number): boolean {
  if (motion.kind === 'resting') return true;
  if (motion.kind === 'spinning') return false;
  return t >= motion.startAt + motion.durationMs;
}

/** When a slowing motion comes to rest. */
export function settlesAt(motion: Slowing): number {
  return motion.startAt + motion.durationMs;
}

/**
 * Slows a spin down to land exactly on segment `index` at `fraction` of it. It starts once the
 * wheel has reached top speed (or at `answerAt`, if later), keeps the speed it has at that moment
 * (no visible jump), and lasts about `decelerateMs(count)`.
 */
export function landOn(
  spinning: Spinning,
  answerAt: number,
  { index, count, fraction }: { index: number; count: number; fraction: number },
): Slowing {
  const startAt = Math.max(answerAt, spinning.startAt + spinning.accelerateMs);
  const from = spinningRotation(spinning, startAt);
  const speed = spinning.speed;
  const nominal = decelerateMs(count);
  const target = landingRotation({ from, minTravel: (speed * nominal) / EASE_START_SLOPE, index, count, fraction });
  const travel = target - from;
  return { kind: 'slowing', before: spinning, startAt, from, travel, durationMs: (EASE_START_SLOPE * travel) / speed };
}

/** Slows a spin to a stop wherever it is (a failed or refused spin), from `at`. */
export function stopAt(spinning: Spinning, at: number): Slowing {
  const from = spinningRotation(spinning, at);
  const speed = spinningSpeed(spinning, at);
  return {
    kind: 'slowing',
    before: spinning,
    startAt: at,
    from,
    travel: (speed * STOP_MS) / EASE_START_SLOPE,
    durationMs: STOP_MS,
  };
}
