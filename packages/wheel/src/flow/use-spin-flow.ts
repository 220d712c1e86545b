import { isApiError, useSpin, type WheelPrize } from '@clorofil/api-client';
import { notify } from '@clorofil/ui-rtl';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { WheelAnimator } from '../wheel/wheel-animator';
import { initialSpinState, landsOnSegment, spinReducer, type Outcome } from './spin-machine';
import { wheelTexts } from '../texts';

/** SPEC §4/§9: the result opens about 200 ms after the wheel stops (at once with reduced motion). */
export const RESULT_DELAY_MS = 200;

export type SpinFlowOptions = {
  wheelId: number;
  prizes: readonly WheelPrize[];
  reducedMotion: boolean;
  /** For tests: a fake clock and a fixed landing point. */
  makeAnimator?: (count: number, reducedMotion: boolean) => WheelAnimator;
};

/**
 * The spin from press to result: the wheel starts at once, keeps turning while the server
 * draws, then slows onto the prize the server chose; failures stop it and say so.
 */
export function useSpinFlow({ wheelId, prizes, reducedMotion, makeAnimator }: SpinFlowOptions) {
  const [state, dispatch] = useReducer(spinReducer, initialSpinState);
  const [animator] = useState(() =>
    makeAnimator
      ? makeAnimator(prizes.length, reducedMotion)
      : new WheelAnimator({ count: prizes.length, reducedMotion }),
  );
  const mutation = useSpin();
  // A spin whose answer was lost is retried with the same key, so it can never count twice.
  const retryKey = useRef<string | undefined>(undefined);
  const revealTimer = useRef<number | undefined>(undefined);

  useEffect(() => animator.setReducedMotion(reducedMotion), [animator, reducedMotion]);
  useEffect(
    () => () => {
      window.clearTimeout(revealTimer.current);
      animator.dispose();
    },
    [animator],
  );

  const spin = useCallback(() => {
    dispatch({ type: 'spin' });
    animator.spin();
    mutation.mutate(
      { wheelId, ...(retryKey.current ? { idempotencyKey: retryKey.current } : {}) },
      {
        onSuccess: (result) => {
          retryKey.current = undefined;
          const index = prizes.findIndex((prize) => prize.id === result.prizeId);
          const lands = landsOnSegment(result) && index >= 0;
          dispatch({ type: 'answered', outcome: result, index: lands ? index : null });
          const settled = () => {
            dispatch({ type: 'stopped' });
            // Reduced motion asks for the result at once: there was no spin to watch come to rest.
            if (reducedMotion) dispatch({ type: 'reveal' });
            else revealTimer.current = window.setTimeout(() => dispatch({ type: 'reveal' }), RESULT_DELAY_MS);
          };
          if (lands) animator.land(index, settled);
          else animator.stop(settled);
        },
        onError: (error) => {
          retryKey.current = isApiError(error) ? error.idempotencyKey : undefined;
          notify.error(wheelTexts.spinFailed, { id: 'wheel-spin-failed' });
          dispatch({ type: 'failed' });
          animator.stop(() => dispatch({ type: 'stopped' }));
        },
      },
    );
  }, [animator, mutation, prizes, wheelId, reducedMotion]);

  const refuse = useCallback((outcome: Outcome) => dispatch({ type: 'refused', outcome }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const newDay = useCallback(() => dispatch({ type: 'new-day' }), []);

  return { state, animator, spin, refuse, close, newDay };
}
