import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve().then(() => order.push('promise'));
    await later;
    expect(order).toEqual(['microtask', 'promise', 'next task']);
  });

  it('needs no timer: nested timers are clamped to 4 ms each in a browser', async () => {
    // With every timer faked and none advanced, a step that waited for setTimeout would never go on.
    vi.useFakeTimers();
    let steps = 0;
    for (let step = 0; step < 14; step += 1) {
      await nextTask();
      steps += 1;
    }
    expect(steps).toBe(14);
  });
});
