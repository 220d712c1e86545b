import { nextTehranDayStart } from '@clorofil/rules';
import type { Clock } from '../../context.js';

/** A clock tests move by hand; it starts at the real time so seeded "days ago" data looks current. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date): void {
    this.current = date.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const DAY = 86_400_000;

/**
 * Moves a clock standing less than `withinMs` before a Tehran midnight to just after it. For a test
 * that moves the clock on a little and expects the same Tehran day (one spin a day): from 23:59 in
 * Tehran, a minute's wait begins a new day, and the day's second spin goes through.
 */
export function clearOfTehranMidnight(clock: TestClock, withinMs = 5 * 60_000): void {
  const midnight = nextTehranDayStart(clock.now());
  if (midnight.getTime() - clock.now().getTime() < withinMs) clock.set(new Date(midnight.getTime() + 1_000));
}
