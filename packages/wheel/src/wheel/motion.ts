// The wheel's motion as pure functions of time, so the landing can be proven exact and the
// animation loop only has to ask "where is the wheel now?" once per frame.
import { landingRotation, TAU } from './geometry';

/**
 * The pace of a spin. SPEC §9's 100 ms per segment up and 1000 ms per segment down made a spin of
 * the demo wheel last about 12 s for an answer that takes 0.13 s; members read that as a stuck
 * page. Now the wheel is at top speed in 400 ms and slows onto the prize in 3 s whatever the
 * number of segments, so with the reveal the result is there about 3.8 s after the tap.
 */
export const ACCELERATE_MS = 400;
export const DECELERATE_MS = 3000;
/** Top speed: a little under two turns a second. */
export const CRUISE_SPEED = TAU / 600;
/** A spin that failed or was refused slows to a stop in this time, landing nowhere in particular. */
export const STOP_MS = 900;
/**
 * The slow-down is an ease-out `1 − (1 − p)^k` whose starting speed is `k` times its average; `k`
 * is chosen per landing so the slow-down starts at the cruise speed (no visible jump) and lasts
 * exactly `DECELERATE_MS`. Between 2 (an even deceleration) and this, it looks like a wheel
 * coasting to a stop rather than braking.
 */
const MAX_EASE_EXPONENT = 3.5;

export type Spinning = { kind: 'spinning'; startAt: number; from: number; speed: number; accelerateMs: number };
export type Slowing = {
  kind: 'slowing';
  /** The motion before the slow-down begins (an answer may arrive while still speeding up). */
  before: Spinning;
  startAt: number;
  from: number;
  travel: number;
  durationMs: number;
  /** The ease-out's exponent `k`: the slow-down starts at `k × travel / durationMs`. */
  exponent: number;
};
export type Resting = { kind: 'resting'; rotation: number };
export type Motion = Resting | Spinning | Slowing;

export function startSpin(at: number, from: number, speed = CRUISE_SPEED): Spinning {
  return { kind: 'spinning', startAt: at, from, speed, accelerateMs: ACCELERATE_MS };
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

// Ease-out: starts at `exponent` × the average speed, ends at rest with no jolt.
const easeOut = (p: number, exponent: number) => 1 - (1 - p) ** exponent;
/** A stop wherever the wheel is: a cubic ease-out. */
const STOP_EXPONENT = 3;

export function rotationAt(motion: Motion, t: number): number {
  if (motion.kind === 'resting') return motion.rotation;
  if (motion.kind === 'spinning') return spinningRotation(motion, t);
  if (t < motion.startAt) return spinningRotation(motion.before, t);
  const p = Math.min((t - motion.startAt) / motion.durationMs, 1);
  return motion.from + motion.travel * easeOut(p, motion.exponent);
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
 * (no visible jump), and lasts exactly `DECELERATE_MS`, whatever the number of segments.
 */
export function landOn(
  spinning: Spinning,
  answerAt: number,
  { index, count, fraction }: { index: number; count: number; fraction: number },
): Slowing {
  const startAt = Math.max(answerAt, spinning.startAt + spinning.accelerateMs);
  const from = spinningRotation(spinning, startAt);
  const reach = spinning.speed * DECELERATE_MS;
  // At least reach / MAX_EASE_EXPONENT, and less than one turn more to land on the prize; with
  // the cruise speed and 3 s that keeps the exponent between about 2 and 3.5.
  const target = landingRotation({ from, minTravel: reach / MAX_EASE_EXPONENT, index, count, fraction });
  const travel = target - from;
  return {
    kind: 'slowing',
    before: spinning,
    startAt,
    from,
    travel,
    durationMs: DECELERATE_MS,
    exponent: reach / travel,
  };
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
    travel: (speed * STOP_MS) / STOP_EXPONENT,
    durationMs: STOP_MS,
    exponent: STOP_EXPONENT,
  };
}
