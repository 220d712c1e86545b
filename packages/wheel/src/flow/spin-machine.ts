// The spin as a small state machine, so the page can never show two results, spin twice or open
// a dialog while the wheel still turns. The animation and the API call are driven from outside
// (use-spin-flow.ts); this only says which step we are at.
import { WheelStatus, type SpinResult } from '@clorofil/api-client';

/** What a result dialog shows: the server's result, or a refusal the page knew of beforehand. */
export type Outcome = Pick<SpinResult, 'status' | 'prizeType' | 'prizeSummary' | 'score' | 'prize'> & {
  discountCode: SpinResult['discountCode'];
};

export type SpinState =
  /** Nothing under way: the spin button may be pressed (if the member has a spin left). */
  | { phase: 'ready' }
  /** The wheel turns and the server is being asked. */
  | { phase: 'spinning' }
  /** The answer is in: the wheel slows down onto the prize (or stops, for a refusal). */
  | { phase: 'landing'; outcome: Outcome; index: number | null }
  /** The spin failed: the wheel slows to a stop before the button comes back. */
  | { phase: 'failing' }
  /** Stopped; the result opens in a moment (SPEC §4: about 200 ms). */
  | { phase: 'revealing'; outcome: Outcome }
  /** The result dialog is open. */
  | { phase: 'result'; outcome: Outcome }
  /** Today's spin is used: its dialog was closed, or the page found it used on arrival. */
  | { phase: 'done'; outcome: Outcome };

export type SpinEvent =
  | { type: 'spin' }
  | { type: 'answered'; outcome: Outcome; index: number | null }
  | { type: 'failed' }
  | { type: 'stopped' }
  | { type: 'reveal' }
  | { type: 'close' }
  /**
   * The spinnable check said no (limitation or inactive): the page shows it (the button, the
   * countdown), no dialog — that is for the answer to the member's own spin, not every visit.
   */
  | { type: 'refused'; outcome: Outcome }
  /** Tehran midnight passed: a new spin is possible. */
  | { type: 'new-day' };

export const initialSpinState: SpinState = { phase: 'ready' };

/** A won or missed spin lands on a segment; a refusal has none. */
export function landsOnSegment(outcome: Outcome): boolean {
  return outcome.status === WheelStatus.Won || outcome.status === WheelStatus.BadLuck;
}

export function spinReducer(state: SpinState, event: SpinEvent): SpinState {
  switch (event.type) {
    case 'spin':
      return state.phase === 'ready' ? { phase: 'spinning' } : state;
    case 'answered':
      if (state.phase !== 'spinning') return state;
      return { phase: 'landing', outcome: event.outcome, index: landsOnSegment(event.outcome) ? event.index : null };
    case 'failed':
      return state.phase === 'spinning' ? { phase: 'failing' } : state;
    case 'stopped':
      if (state.phase === 'landing') return { phase: 'revealing', outcome: state.outcome };
      if (state.phase === 'failing') return { phase: 'ready' };
      return state;
    case 'reveal':
      return state.phase === 'revealing' ? { phase: 'result', outcome: state.outcome } : state;
    case 'close':
      return state.phase === 'result' ? { phase: 'done', outcome: state.outcome } : state;
    case 'refused':
      return state.phase === 'ready' ? { phase: 'done', outcome: event.outcome } : state;
    case 'new-day':
      return state.phase === 'done' ? { phase: 'ready' } : state;
  }
}

/** True while the wheel is busy with a spin (the button shows progress and stays disabled). */
export function isBusy(state: SpinState): boolean {
  return (
    state.phase === 'spinning' || state.phase === 'landing' || state.phase === 'failing' || state.phase === 'revealing'
  );
}
