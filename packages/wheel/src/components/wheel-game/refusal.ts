import { PrizeType, WheelStatus } from '@clorofil/api-client';
import type { Outcome } from '../../flow/spin-machine';
import { wheelTexts } from '../../texts';

/** The result a refusal the page learned from the spinnable check shows (no spin happened). */
export function refusalOutcome(status: typeof WheelStatus.Limitation | typeof WheelStatus.Deactive): Outcome {
  return {
    status,
    prize: null,
    prizeType: PrizeType.None,
    prizeSummary: status === WheelStatus.Deactive ? wheelTexts.deactive : wheelTexts.limitation,
    score: 0,
    discountCode: null,
  };
}
