import { Button, Stack } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { MessageView, PageHeader } from '@clorofil/ui-rtl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useRewards } from '../api/use-rewards';
import { BalanceChip } from '../components/balance-chip/balance-chip';
import type { RewardLinkState } from '../components/reward-card/reward-card';
import { RewardDetail } from '../components/reward-detail/reward-detail';
import { RewardDetailSkeleton } from '../components/reward-detail/reward-detail-skeleton';
import { RetryError } from '../components/states/retry-error';
import { rewardsPaths } from '../paths';

function cameFromList(state: unknown): state is RewardLinkState {
  return typeof state === 'object' && state !== null && typeof (state as RewardLinkState).fromList === 'string';
}

/**
 * A reward at its own address (shareable, survives a reload). Back returns to the list the member
 * came from, with its filter; opened directly, back goes to the whole list.
 */
export function RewardDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rewards = useRewards();
  const { score } = useMember();
  const reward = rewards.data?.find((item) => String(item.id) === id);
  const back = () => (cameFromList(location.state) ? navigate(-1) : navigate(rewardsPaths.home));

  return (
    <Stack gap="4">
      <title>{`${reward?.title ?? 'جایزه'} | باشگاه مشتریان`}</title>
      <PageHeader title={reward?.title ?? 'جایزه'} showBack onBack={back} actions={<BalanceChip />} />
      {rewards.status === 'pending' && <RewardDetailSkeleton />}
      {rewards.status === 'error' && (
        <RetryError message="خطایی در دریافت جایزه‌ها رخ داد" onRetry={() => void rewards.refetch()} />
      )}
      {rewards.status === 'success' &&
        (reward ? (
          <RewardDetail reward={reward} score={score} />
        ) : (
          <MessageView
            icon="empty"
            message="این جایزه پیدا نشد"
            subMessage="شاید این جایزه دیگر در فهرست باشگاه نباشد. جایزه‌های دیگر را ببینید."
          >
            <Button asChild colorPalette="brand">
              <Link to={rewardsPaths.home}>همهٔ جایزه‌ها</Link>
            </Button>
          </MessageView>
        ))}
    </Stack>
  );
}
