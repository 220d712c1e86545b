import { Button, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { isApiError, type StaffMission } from '@clorofil/api-client';
import { missionMessages } from '@clorofil/api-client/contract';
import { notify } from '@clorofil/ui-rtl';
import { useId, useState } from 'react';
import { useMissionWrite } from '../api/use-mission-console';

export type EndMissionPanelProps = { mission: StaffMission; onStale: (message: string) => void };

/**
 * Ending a mission sooner than announced: members lose it at once, so the reason is asked for
 * here (the API refuses it without one) and kept in the audit trail.
 */
export function EndMissionPanel({ mission, onStale }: EndMissionPanelProps) {
  const { end } = useMissionWrite(mission.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const opened = mission.state === 'open';

  function send() {
    if (!reason.trim()) return setError(missionMessages.reasonRequired);
    setError(null);
    end.mutate(
      { editVersion: mission.editVersion, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          notify.success('مأموریت پایان یافت و از فهرست اعضا برداشته شد.');
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          const message = isApiError(failure) ? failure.message : 'پایان دادن انجام نشد؛ دوباره تلاش کنید.';
          setError(isApiError(failure) ? (failure.fieldErrors?.reason ?? message) : message);
        },
      },
    );
  }

  return (
    <Stack
      as="section"
      gap="3"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l3"
      padding="4"
    >
      <Heading as="h2" size="md" id={`${id}-title`}>
        پایان دادن به مأموریت
      </Heading>
      <Text color="fg.muted">
        {opened
          ? 'مأموریت همین حالا بسته می‌شود: اعضا دیگر آن را نمی‌بینند و خریدها و نظرسنجی‌های بعدی حساب نمی‌شوند. جایزه‌های داده‌شده می‌مانند.'
          : 'این مأموریت هنوز آغاز نشده است؛ با پایان دادن، هرگز برای اعضا باز نمی‌شود.'}
      </Text>
      <Stack gap="1">
        <chakra.label htmlFor={`${id}-reason`} fontSize="sm" fontWeight="bold">
          دلیل پایان زودهنگام
          <chakra.span color="fg.error" marginInlineStart="1" aria-hidden="true">
            *
          </chakra.span>
        </chakra.label>
        <Input
          id={`${id}-reason`}
          height="11"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-required="true"
          aria-describedby={`${id}-note`}
        />
      </Stack>
      <Text
        id={`${id}-note`}
        fontSize="xs"
        color={error ? 'fg.error' : 'fg.secondary'}
        role={error ? 'alert' : undefined}
      >
        {error ?? 'این کار با نام شما و دلیلش در سابقهٔ تغییرات ثبت می‌شود.'}
      </Text>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf="flex-start"
        minHeight="11"
        onClick={send}
        loading={end.isPending}
      >
        پایان دادن به مأموریت
      </Button>
    </Stack>
  );
}
