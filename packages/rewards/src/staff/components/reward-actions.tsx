import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError, type StaffRewardDetail } from '@clorofil/api-client';
import { notify } from '@clorofil/ui-rtl';
import { Archive, Copy } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rewardsPaths } from '../../paths';
import { useRewardWrite } from '../api/use-catalogue';

export type RewardActionsProps = { detail: StaffRewardDetail; onStale: (message: string) => void };

/** Duplicate into a new draft, or retire (asked twice: members lose the reward at once). */
export function RewardActions({ detail, onStale }: RewardActionsProps) {
  const { duplicate, retire } = useRewardWrite(detail.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const failed = (failure: Error, fallback: string) => {
    if (isApiError(failure) && failure.status === 409) onStale(failure.message);
    else notify.error(isApiError(failure) ? failure.message : fallback);
  };

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        <Button
          variant="outline"
          minHeight="11"
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(undefined, {
              onSuccess: (copy) => {
                notify.success('رونوشت جایزه به‌صورت پیش‌نویس ساخته شد.');
                void navigate(rewardsPaths.editReward(copy.id));
              },
              onError: (failure) => failed(failure, 'رونوشت ساخته نشد؛ دوباره تلاش کنید.'),
            })
          }
        >
          <Copy size={18} aria-hidden="true" />
          ساخت رونوشت
        </Button>
        {detail.status !== 'retired' && !confirming && (
          <Button variant="outline" colorPalette="red" minHeight="11" onClick={() => setConfirming(true)}>
            <Archive size={18} aria-hidden="true" />
            بایگانی جایزه
          </Button>
        )}
      </HStack>
      {confirming && (
        <Stack
          gap="2"
          role="group"
          aria-label="تأیید بایگانی"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="l2"
          padding="3"
        >
          <Text>با بایگانی، این جایزه از فهرست اعضا برداشته می‌شود و دیگر دریافت نمی‌شود. ادامه می‌دهید؟</Text>
          <HStack gap="3">
            <Button
              colorPalette="red"
              minHeight="11"
              loading={retire.isPending}
              onClick={() =>
                retire.mutate(
                  { editVersion: detail.editVersion },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      notify.success('جایزه بایگانی شد.');
                    },
                    onError: (failure) => failed(failure, 'بایگانی انجام نشد؛ دوباره تلاش کنید.'),
                  },
                )
              }
            >
              بله، بایگانی شود
            </Button>
            <Button variant="ghost" minHeight="11" onClick={() => setConfirming(false)}>
              انصراف
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
