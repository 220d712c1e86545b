import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { formatNumber, usePrefersReducedMotion } from '@clorofil/ui-rtl';
import { Gift } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useBuyIntent } from '../../api/use-buy-intent';
import { rewardAvailability } from '../../lib/reward-availability';
import { AvailabilityNotice } from './availability-notice';
import { BoughtPanel } from './bought-panel';
import { ConfirmBuyDialog } from './confirm-buy-dialog';

export type BuyPanelProps = {
  reward: Reward;
  /** `null` while the member's balance loads. */
  score: number | null;
  /** The operators' preview: the panel looks as a member sees it, and its button buys nothing. */
  preview?: boolean;
};

/** «دریافت جایزه» only when the member can receive it now (SPEC §5), else the reason. */
export function BuyPanel({ reward, score, preview = false }: BuyPanelProps) {
  const intent = useBuyIntent(reward);
  const now = useMemo(() => new Date(), []);
  const reducedMotion = usePrefersReducedMotion();
  const resultPanel = useRef<HTMLDivElement>(null);
  const shownResult = useRef<unknown>(null);
  // On a phone the panel with the new code lies below the fold, behind the bottom bar: once the
  // confirmation has closed (and given the page its scroll back), bring it into view and move
  // focus there, so the member sees — and a screen reader reads — what they received.
  const unseenResult = () => (intent.result && shownResult.current !== intent.result ? resultPanel.current : null);
  const { result, open } = intent;
  useEffect(() => {
    if (!result || open || shownResult.current === result) return;
    const frame = requestAnimationFrame(() => {
      const panel = resultPanel.current;
      if (!panel) return;
      shownResult.current = result;
      panel.focus({ preventScroll: true });
      panel.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [result, open, reducedMotion]);
  if (score === null) return <Skeleton height="12" borderRadius="l2" />;
  const availability = rewardAvailability(reward, score, now);

  return (
    <Stack gap="3">
      {intent.result && <BoughtPanel ref={resultPanel} result={intent.result} />}
      {availability.kind === 'receivable' ? (
        <Stack gap="2">
          <Button
            colorPalette="brand"
            size="lg"
            width={{ base: '100%', md: 'auto' }}
            alignSelf="start"
            onClick={preview ? undefined : intent.start}
            loading={intent.pending}
            loadingText="در حال دریافت…"
          >
            <Gift size={20} aria-hidden="true" />
            دریافت جایزه
          </Button>
          <Text fontSize="sm" color="fg.muted">
            با دریافت این جایزه، <bdi>{formatNumber(reward.score)}</bdi> کلروفیل از موجودی شما کم می‌شود.
          </Text>
        </Stack>
      ) : (
        <AvailabilityNotice reward={reward} score={score} availability={availability} />
      )}
      <ConfirmBuyDialog
        reward={reward}
        score={score}
        open={intent.open}
        pending={intent.pending}
        connectionError={intent.connectionError}
        onConfirm={intent.confirm}
        onCancel={intent.cancel}
        finalFocusEl={unseenResult}
      />
    </Stack>
  );
}
