import { Alert, Button, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { isApiError, type StaffRewardDetail } from '@clorofil/api-client';
import { formatNumber, notify } from '@clorofil/ui-rtl';
import { useId, useState } from 'react';
import { useRewardWrite } from '../api/use-catalogue';

export type PublishPanelProps = { detail: StaffRewardDetail; onStale: (message: string) => void };

/**
 * Draft → published in one step. A new price needs its reason, asked for here before the
 * server would refuse it; members already on the page are protected by the buy's price check.
 */
export function PublishPanel({ detail, onStale }: PublishPanelProps) {
  const { publish } = useRewardWrite(detail.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { draft, published } = detail;
  if (!draft) return null;
  const priceChanged = published !== null && published.score !== draft.score;

  function send() {
    if (priceChanged && !reason.trim())
      return setError('قیمت این جایزه تغییر کرده است؛ لطفاً دلیل تغییر قیمت را بنویسید.');
    setError(null);
    publish.mutate(
      { editVersion: detail.editVersion, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          notify.success('جایزه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.');
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          const message = isApiError(failure) ? failure.message : 'انتشار انجام نشد؛ دوباره تلاش کنید.';
          setError(isApiError(failure) ? (failure.fieldErrors?.reason ?? message) : message);
        },
      },
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" size="md" id={`${id}-title`}>
        انتشار پیش‌نویس
      </Heading>
      <Text color="fg.muted">
        {published
          ? 'با انتشار، این پیش‌نویس جای نسخهٔ فعلی را می‌گیرد و اعضا بلافاصله آن را می‌بینند.'
          : 'با انتشار، اعضا این جایزه را در فهرست جایزه‌ها می‌بینند.'}
      </Text>
      {priceChanged && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>
            قیمت از <bdi>{formatNumber(published.score)}</bdi> به <bdi>{formatNumber(draft.score)}</bdi> کلروفیل تغییر
            می‌کند.
          </Alert.Title>
        </Alert.Root>
      )}
      {priceChanged && (
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-reason`} fontSize="sm" fontWeight="bold">
            دلیل تغییر قیمت
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
            aria-describedby={`${id}-note`}
          />
        </Stack>
      )}
      <Text
        id={`${id}-note`}
        fontSize="xs"
        color={error ? 'fg.error' : 'fg.secondary'}
        role={error ? 'alert' : undefined}
      >
        {error ?? 'این انتشار با نام شما در سابقهٔ تغییرات ثبت می‌شود.'}
      </Text>
      <Button colorPalette="brand" alignSelf="flex-start" minHeight="11" onClick={send} loading={publish.isPending}>
        انتشار برای اعضا
      </Button>
    </Stack>
  );
}
