import { describe, expect, it, vi } from 'vitest';

let steps = 0;
let remaining = 0;

// The system's own steps are ui-rtl's (system.test.ts there); here only how the start-up runs them.
vi.mock('@clorofil/ui-rtl', () => ({
  buildSystemStep: () => {
    steps += 1;
    remaining -= 1;
    return remaining <= 0;
  },
}));

const microtasks = async () => {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
};
const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('start-up stage 2: the Chakra system', () => {
  it('runs each step of the build in a task of its own', async () => {
    const { buildSystem } = await import('./system');
    remaining = 3;
    let finished = false;
    const done = buildSystem(task).then(() => {
      finished = true;
    });
    // The first step at once; each further one only after the browser had a turn (a timer task),
    // never chained in microtasks (those run in the same task).
    expect(steps).toBe(1);
    await microtasks();
    expect(steps).toBe(1);
    await task();
    expect(steps).toBe(2);
    await microtasks();
    expect([steps, finished]).toEqual([2, false]);
    await task();
    expect(steps).toBe(3);
    await done;
    expect(finished).toBe(true);
  });
});
