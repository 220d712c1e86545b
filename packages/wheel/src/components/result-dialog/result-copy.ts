import { PrizeType, WheelStatus } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import type { Outcome } from '../../flow/spin-machine';
import { wheelTexts } from '../../texts';

export type ResultKind = 'won-score' | 'won-discount' | 'won' | 'bad-luck' | 'deactive' | 'limitation';

export function resultKind(outcome: Outcome): ResultKind {
  if (outcome.status === WheelStatus.Won) {
    if (outcome.prizeType === PrizeType.Score) return 'won-score';
    if (outcome.prizeType === PrizeType.DiscountCode) return 'won-discount';
    return 'won';
  }
  if (outcome.status === WheelStatus.Deactive) return 'deactive';
  if (outcome.status === WheelStatus.Limitation) return 'limitation';
  return 'bad-luck';
}

/** The dialog's heading and the sentence the live region announces. */
export function resultCopy(outcome: Outcome): { title: string; message: string } {
  const kind = resultKind(outcome);
  const summary = outcome.prizeSummary.trim();
  switch (kind) {
    case 'won-score':
      return {
        title: wheelTexts.wonTitle,
        message: summary || `${formatNumber(outcome.score)} کلروفیل به امتیازهای شما اضافه شد.`,
      };
    case 'won-discount':
    case 'won':
      return { title: wheelTexts.wonTitle, message: summary || (outcome.prize ?? '') };
    case 'bad-luck':
      return { title: wheelTexts.badLuckTitle, message: summary || wheelTexts.badLuck };
    case 'deactive':
      return { title: wheelTexts.deactiveTitle, message: wheelTexts.deactive };
    case 'limitation':
      return { title: wheelTexts.limitationTitle, message: wheelTexts.limitation };
  }
}
