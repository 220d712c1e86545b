import type { AnimatorClock } from '../wheel/wheel-animator';

/** A clock for the animator that only moves when the test says so, one 16 ms frame at a time. */
export function manualClock() {
  let now = 0;
  let nextId = 0;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; callback: () => void }>();
  let framesRun = 0;
  const clock: AnimatorClock = {
    now: () => now,
    requestFrame: (callback) => {
      nextId += 1;
      frames.set(nextId, callback);
      return nextId;
    },
    cancelFrame: (id) => void frames.delete(id),
    setTimeout: (callback, ms) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (id) => void timers.delete(id),
  };
  function advance(ms: number) {
    const end = now + ms;
    while (now < end) {
      now = Math.min(now + 16, end);
      const due = [...frames.values()];
      frames.clear();
      framesRun += due.length;
      due.forEach((frame) => frame());
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    }
  }
  return {
    clock,
    advance,
    /** Frames waiting to run: 0 means nothing is animating. */
    pendingFrames: () => frames.size,
    framesRun: () => framesRun,
  };
}
