import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { formatNumber } from '@clorofil/ui-rtl';
import { Link } from 'react-router';
import type { RewardAvailability } from '../../lib/reward-availability';

export type AvailabilityNoticeProps = {
  reward: Reward;
  score: number;
  availability: Exclude<RewardAvailability, { kind: 'receivable' }>;
};

/** Why there is no «دریافت جایزه» button, in words, instead of a silently missing control. */
export function AvailabilityNotice({ reward, score, availability }: AvailabilityNoticeProps) {
  if (availability.kind === 'short') {
    return (
      <Alert.Root status="warning" data-testid="availability-notice" data-kind="short">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            برای دریافت این جایزه <bdi>{formatNumber(availability.missing)}</bdi> کلروفیل دیگر لازم دارید.
          </Alert.Title>
          <Alert.Description>
            موجودی شما <bdi>{formatNumber(score)}</bdi> کلروفیل است.{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to={paths.scores}>کلروفیل‌های من</Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const text = {
    used:
      reward.validCount === 1
        ? 'شما این جایزه را پیش‌تر دریافت کرده‌اید و هر عضو فقط یک بار می‌تواند آن را بگیرد.'
        : `شما این جایزه را به تعداد مجاز (${formatNumber(reward.validCount)} بار) دریافت کرده‌اید.`,
    expired: 'مهلت دریافت این جایزه به پایان رسیده است.',
    'sold-out': 'موجودی این جایزه به پایان رسیده است؛ فعلاً امکان دریافت آن نیست.',
  }[availability.kind];
  return (
    <Alert.Root status="info" data-testid="availability-notice" data-kind={availability.kind}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
