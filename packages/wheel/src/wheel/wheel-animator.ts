// Drives the wheel: one requestAnimationFrame loop while it moves, one paint per frame, nothing
// between spins. With reduced motion it never turns: the prize is outlined in place at once.
import { landingRotation, POINTER_ANGLE, segmentSpan } from './geometry';
import { isSettled, landOn, rotationAt, startSpin, stopAt, type Motion, type Spinning } from './motion';
import type { Frame } from './layers';

/** Lights alternate this often while the wheel turns. */
export const LIGHT_BLINK_MS = 140;

export type AnimatorClock = {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (id: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

export const browserClock: AnimatorClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

export type AnimatorOptions = {
  count: number;
  reducedMotion: boolean;
  clock?: AnimatorClock;
  /** Where in the won segment the pointer stops (0–1); random by default so spins look natural. */
  random?: () => number;
};

/** Before any spin the first prize sits under the pointer, centred. */
export function restRotation(count: number): number {
  return POINTER_ANGLE - segmentSpan(Math.max(count, 1)) / 2;
}

export class WheelAnimator {
  private motion: Motion;
  private count: number;
  private reducedMotion: boolean;
  private readonly clock: AnimatorClock;
  private readonly random: () => number;
  private painter: ((frame: Frame) => void) | null = null;
  private frameId: number | null = null;
  private timerId: number | null = null;
  private highlight: number | null = null;
  private settled: (() => void) | null = null;
  /** Frames painted since the last spin started (read by the tests and the e2e trace). */
  frames = 0;

  constructor({ count, reducedMotion, clock = browserClock, random = Math.random }: AnimatorOptions) {
    this.count = Math.max(count, 1);
    this.reducedMotion = reducedMotion;
    this.clock = clock;
    this.random = random;
    this.motion = { kind: 'resting', rotation: restRotation(this.count) };
  }

  setPainter(painter: ((frame: Frame) => void) | null): void {
    this.painter = painter;
    this.paint();
  }

  setCount(count: number): void {
    this.count = Math.max(count, 1);
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  get rotation(): number {
    return rotationAt(this.motion, this.clock.now());
  }

  get isMoving(): boolean {
    return this.frameId !== null;
  }

  /** Paints the current state once (after a resize or a new set of bitmaps). */
  paint(): void {
    if (!this.painter) return;
    const now = this.clock.now();
    const moving = this.motion.kind !== 'resting';
    this.painter({
      rotation: rotationAt(this.motion, now),
      lights: moving ? ((Math.floor(now / LIGHT_BLINK_MS) % 2) as 0 | 1) : 2,
      highlight: this.highlight,
      count: this.count,
    });
  }

  /** The spin starts at once; with reduced motion the wheel stays still and only waits. */
  spin(): void {
    this.cancel();
    this.highlight = null;
    this.frames = 0;
    if (this.reducedMotion) {
      this.paint();
      return;
    }
    this.motion = startSpin(this.clock.now(), this.rotation);
    this.loop();
  }

  /** Slows down onto segment `index` (the server's prize); `onSettled` runs when it is still. */
  land(index: number, onSettled: () => void): void {
    const fraction = 0.2 + this.random() * 0.6;
    if (this.reducedMotion || this.motion.kind !== 'spinning') {
      this.cancel();
      const rotation = landingRotation({ from: this.rotation, minTravel: 0, index, count: this.count, fraction });
      this.motion = { kind: 'resting', rotation };
      this.highlight = index;
      this.paint();
      // Reduced motion: the result at once, the winner outlined behind it.
      this.timerId = this.clock.setTimeout(onSettled, 0);
      return;
    }
    this.motion = landOn(this.motion, this.clock.now(), { index, count: this.count, fraction });
    this.settled = () => {
      this.highlight = index;
      this.paint();
      onSettled();
    };
  }

  /** Stops wherever the wheel is (a failed or refused spin). */
  stop(onSettled: () => void): void {
    if (this.reducedMotion || this.motion.kind !== 'spinning') {
      this.cancel();
      this.motion = { kind: 'resting', rotation: this.rotation };
      this.paint();
      this.timerId = this.clock.setTimeout(onSettled, 0);
      return;
    }
    this.motion = stopAt(this.motion as Spinning, this.clock.now());
    this.settled = onSettled;
  }

  dispose(): void {
    this.cancel();
    this.painter = null;
  }

  private loop(): void {
    if (this.frameId !== null) return;
    const tick = () => {
      this.frameId = null;
      const now = this.clock.now();
      this.frames += 1;
      if (isSettled(this.motion, now)) {
        this.motion = { kind: 'resting', rotation: rotationAt(this.motion, now) };
        const done = this.settled;
        this.settled = null;
        this.paint();
        done?.();
        return;
      }
      this.paint();
      this.frameId = this.clock.requestFrame(tick);
    };
    this.frameId = this.clock.requestFrame(tick);
  }

  private cancel(): void {
    if (this.frameId !== null) this.clock.cancelFrame(this.frameId);
    if (this.timerId !== null) this.clock.clearTimeout(this.timerId);
    this.frameId = null;
    this.timerId = null;
    this.settled = null;
    this.motion = { kind: 'resting', rotation: this.rotation };
  }
}
