import { fixtures } from '@clorofil/api-client/testing';
import { describe, expect, it } from 'vitest';
import { initialSpinState, isBusy, spinReducer, type SpinEvent, type SpinState } from './spin-machine';

const won = fixtures.spinResults.wonScore;
const limitation = fixtures.spinResults.limitation;

function run(...events: SpinEvent[]): SpinState {
  return events.reduce(spinReducer, initialSpinState);
}

describe('spin state machine', () => {
  it('goes ready → spinning → landing → revealing → result → done for a won spin', () => {
    const steps: SpinEvent[] = [
      { type: 'spin' },
      { type: 'answered', outcome: won, index: 0 },
      { type: 'stopped' },
      { type: 'reveal' },
      { type: 'close' },
    ];
    const phases = steps.map((_, i) => run(...steps.slice(0, i + 1)).phase);
    expect(phases).toEqual(['spinning', 'landing', 'revealing', 'result', 'done']);
    expect(run(...steps)).toEqual({ phase: 'done', outcome: won });
  });

  it('lands on the segment for won and bad-luck answers, on none for a refusal', () => {
    expect(run({ type: 'spin' }, { type: 'answered', outcome: fixtures.spinResults.badLuck, index: 1 })).toMatchObject({
      phase: 'landing',
      index: 1,
    });
    expect(run({ type: 'spin' }, { type: 'answered', outcome: limitation, index: 3 })).toMatchObject({
      phase: 'landing',
      index: null,
    });
  });

  it('stops a failed spin and offers the button again only once the wheel is still', () => {
    const failing = run({ type: 'spin' }, { type: 'failed' });
    expect(failing.phase).toBe('failing');
    expect(isBusy(failing)).toBe(true);
    expect(spinReducer(failing, { type: 'stopped' })).toEqual({ phase: 'ready' });
  });

  it('ignores a second press, a late answer and an early reveal', () => {
    const spinning = run({ type: 'spin' });
    expect(spinReducer(spinning, { type: 'spin' })).toBe(spinning);
    expect(spinReducer(spinning, { type: 'reveal' })).toBe(spinning);
    const result = run(
      { type: 'spin' },
      { type: 'answered', outcome: won, index: 0 },
      { type: 'stopped' },
      { type: 'reveal' },
    );
    expect(spinReducer(result, { type: 'answered', outcome: won, index: 0 })).toBe(result);
    expect(spinReducer(result, { type: 'spin' })).toBe(result);
  });

  it('goes straight to «used» without a dialog when the check says no, and not in the middle of a spin', () => {
    expect(run({ type: 'refused', outcome: limitation })).toEqual({ phase: 'done', outcome: limitation });
    const spinning = run({ type: 'spin' });
    expect(spinReducer(spinning, { type: 'refused', outcome: limitation })).toBe(spinning);
  });

  it('opens a new spin after Tehran midnight only once today’s result is closed', () => {
    const done = run({ type: 'refused', outcome: limitation });
    expect(done.phase).toBe('done');
    expect(spinReducer(done, { type: 'new-day' })).toEqual({ phase: 'ready' });
    const open = run(
      { type: 'spin' },
      { type: 'answered', outcome: limitation, index: null },
      { type: 'stopped' },
      {
        type: 'reveal',
      },
    );
    expect(open.phase).toBe('result');
    expect(spinReducer(open, { type: 'new-day' })).toBe(open);
  });
});
