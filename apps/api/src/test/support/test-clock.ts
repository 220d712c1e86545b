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
