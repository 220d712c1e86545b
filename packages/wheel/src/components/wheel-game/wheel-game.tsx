import { Box, Grid, GridItem, Stack, Text } from '@chakra-ui/react';
import { WheelStatus, type WheelPrizesResponse } from '@clorofil/api-client';
import { formatNumber, usePrefersReducedMotion } from '@clorofil/ui-rtl';
import { useEffect, useRef, useState } from 'react';
import { isBusy } from '../../flow/spin-machine';
import { useSpinFlow, type SpinFlowOptions } from '../../flow/use-spin-flow';
import { useWheelSession } from '../../flow/use-wheel-session';
import { useNow } from '../../hooks/use-now';
import { wheelTexts } from '../../texts';
import { NextSpinCountdown } from '../next-spin/next-spin-countdown';
import { nextSpinAt } from '../next-spin/next-spin-time';
import { PrizeOdds } from '../prize-odds/prize-odds';
import { resultCopy } from '../result-dialog/result-copy';
import { ResultDialog } from '../result-dialog/result-dialog';
import { WheelCanvas } from '../wheel-canvas/wheel-canvas';
import { refusalOutcome } from './refusal';
import { SpinControls } from './spin-controls';

export type WheelGameProps = {
  wheel: WheelPrizesResponse;
  /** For tests and stories: a controllable animator. */
  makeAnimator?: SpinFlowOptions['makeAnimator'];
};

/** The playable wheel: canvas, spin button, odds, the result dialog and the next-spin countdown. */
export function WheelGame({ wheel, makeAnimator }: WheelGameProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { availability, signInToSpin, recheck } = useWheelSession(wheel.wheelId);
  const flow = useSpinFlow({
    wheelId: wheel.wheelId,
    prizes: wheel.prizes,
    reducedMotion,
    ...(makeAnimator ? { makeAnimator } : {}),
  });
  const { state } = flow;
  const spinButton = useRef<HTMLButtonElement>(null);
  // A refusal of the check moves the page to «used» once per answer (no dialog: the button and the
  // countdown say it), never again for the same answer.
  const shownRefusal = useRef<number | null>(null);
  // When today's chance was used (or found used): the next one opens at the following Tehran midnight.
  const [spentAt, setSpentAt] = useState<Date | null>(null);

  useEffect(() => {
    if (availability.kind !== 'refused' || state.phase !== 'ready') return;
    if (shownRefusal.current === availability.answeredAt) return;
    shownRefusal.current = availability.answeredAt;
    setSpentAt(new Date());
    flow.refuse(refusalOutcome(availability.status));
  }, [availability, state.phase, flow]);

  useEffect(() => {
    if (state.phase === 'revealing') setSpentAt(new Date());
  }, [state.phase]);

  const outcome = state.phase === 'result' ? state.outcome : null;
  const spent =
    spentAt !== null && (state.phase === 'result' || state.phase === 'done' || availability.kind === 'refused');
  const now = useNow(spent);
  // Only once a spin was used or a result is shown: the first Tehran-time formatter of a page
  // loads the zone's data (~36 ms at 4x CPU, bench/web/profile.mjs), which a visitor's page, or a
  // member's who has not spun, never needs while it hydrates.
  const nextSpin = spentAt !== null || outcome !== null ? nextSpinAt(spentAt ?? now) : null;

  // Tehran midnight: a new day, a new spin. Ask the API again rather than assume.
  useEffect(() => {
    if (!spentAt || !nextSpin || now < nextSpin || state.phase === 'result') return;
    // Yesterday's "no" must not reopen the dialog while the API is asked again.
    if (availability.kind === 'refused') shownRefusal.current = availability.answeredAt;
    setSpentAt(null);
    flow.newDay();
    recheck();
  }, [now, nextSpin, spentAt, state.phase, flow, recheck, availability]);

  const busy = isBusy(state);
  // An inactive wheel has no "next spin" to count down to.
  const inactive =
    (state.phase === 'done' && state.outcome.status === WheelStatus.Deactive) ||
    (availability.kind === 'refused' && availability.status === WheelStatus.Deactive);
  const announcement = outcome
    ? `${resultCopy(outcome).title}. ${resultCopy(outcome).message}`
    : busy
      ? wheelTexts.spinning
      : '';

  return (
    <Grid
      // Phones: wheel, button, then the odds. Wide screens: the button sits beside the wheel, in view.
      templateAreas={{ base: '"wheel" "controls" "info"', lg: '"wheel controls" "wheel info"' }}
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
      templateRows={{ lg: 'auto 1fr' }}
      columnGap="10"
      rowGap="6"
      alignItems="start"
      data-testid="wheel-game"
      data-phase={state.phase}
    >
      <GridItem area="wheel">
        <WheelCanvas
          prizes={wheel.prizes}
          animator={flow.animator}
          label={`گردونه با ${formatNumber(wheel.prizes.length)} خانه: ${wheel.prizes.map((p) => p.title).join('، ')}`}
        />
      </GridItem>
      <GridItem area="controls">
        <Stack gap="4" align="center">
          <Text color="fg.muted" lineHeight="1.9" textAlign="center">
            {wheelTexts.intro}
          </Text>
          <SpinControls
            availability={availability}
            busy={busy}
            spent={spent || state.phase === 'done'}
            inactive={inactive}
            onSpin={availability.kind === 'visitor' ? signInToSpin : flow.spin}
            buttonRef={spinButton}
            status={
              inactive ? (
                <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="wheel-inactive">
                  {wheelTexts.deactive}
                </Text>
              ) : spent && state.phase !== 'result' && nextSpin ? (
                <NextSpinCountdown now={now} target={nextSpin} />
              ) : null
            }
          />
          <Box role="status" aria-live="polite" aria-atomic="true" srOnly data-testid="wheel-announcer">
            {announcement}
          </Box>
        </Stack>
      </GridItem>
      <GridItem area="info">
        <PrizeOdds prizes={wheel.prizes} />
      </GridItem>
      <ResultDialog outcome={outcome} onClose={flow.close} now={now} nextSpin={nextSpin} returnFocus={spinButton} />
    </Grid>
  );
}
