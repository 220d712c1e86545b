import { newIdempotencyKey, useBuyReward, type BuyRewardResponse, type Reward } from '@clorofil/api-client';
import { notify } from '@clorofil/ui-rtl';
import { useCallback, useRef, useState } from 'react';
import { buyErrorMessage } from '../lib/buy-error-message';

export type BuyIntent = {
  /** The confirmation is showing. */
  open: boolean;
  /** Opens the confirmation: a new intent, with a key of its own. */
  start: () => void;
  /** Closes it without buying (not while the request is on its way). */
  cancel: () => void;
  /** Sends the purchase; repeated calls during one intent never make a second request. */
  confirm: () => void;
  pending: boolean;
  /** A lost connection keeps the confirmation open with this message; «تلاش دوباره» resends. */
  connectionError: string | null;
  /** What the last purchase of this reward gave, for the "bought" panel. */
  result: BuyRewardResponse | null;
};

/**
 * One purchase = one intent = one `Idempotency-Key`. The key is made when the confirmation opens
 * and reused by every send of that intent (a double click, «تلاش دوباره» after a dropped
 * connection), so the server charges once; it is dropped when the intent ends, so buying the same
 * prize again later is a new purchase. A refusal ends the intent with the server's own reason.
 */
export function useBuyIntent(reward: Reward): BuyIntent {
  const buy = useBuyReward();
  const key = useRef<string | null>(null);
  const sending = useRef(false);
  const [open, setOpen] = useState(false);
  const [connectionError, setConnectionError] = useState<string | null>(null);
  const [result, setResult] = useState<BuyRewardResponse | null>(null);

  const end = useCallback(() => {
    key.current = null;
    setOpen(false);
    setConnectionError(null);
  }, []);

  const start = useCallback(() => {
    key.current = newIdempotencyKey();
    setConnectionError(null);
    setOpen(true);
  }, []);

  const confirm = useCallback(() => {
    // No intent (already ended: a second click landing on the closing dialog) or one in flight.
    const intentKey = key.current;
    if (sending.current || intentKey === null) return;
    sending.current = true;
    setConnectionError(null);
    buy.mutate(
      // The price on the confirmation goes with it: a price changed meanwhile is refused, not paid.
      { id: reward.id, score: reward.score, idempotencyKey: intentKey },
      {
        onSuccess: (response) => {
          setResult(response);
          // The server words the success (`message`), as it words each refusal.
          notify.reward(response.message, { id: 'buy-reward' });
          end();
        },
        onError: (error) => {
          if (error.kind === 'network') {
            setConnectionError(buyErrorMessage(error));
            return;
          }
          notify.error(buyErrorMessage(error), { id: 'buy-reward' });
          end();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }, [buy, reward.id, reward.score, end]);

  const cancel = useCallback(() => {
    if (!sending.current) end();
  }, [end]);

  return { open, start, cancel, confirm, pending: buy.isPending, connectionError, result };
}
