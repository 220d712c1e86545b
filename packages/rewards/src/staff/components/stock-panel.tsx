import { Button, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@clorofil/api-client';
import { formatNumber, notify, ReasonField } from '@clorofil/ui-rtl';
import { normalizeDigits } from '@clorofil/rules';
import { useId, useState } from 'react';
import { useRewardWrite } from '../api/use-catalogue';

export type StockPanelProps = { rewardId: number; stock: number | null };

/** A prize's units, changed at once (not through a draft: buys move it), always with a reason. */
export function StockPanel({ rewardId, stock }: StockPanelProps) {
  const { stock: change } = useRewardWrite(rewardId);
  const [value, setValue] = useState(stock === null ? '' : String(stock));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  function save() {
    const digits = normalizeDigits(value).trim();
    if (digits !== '' && !/^\d{1,7}$/.test(digits)) return setErrors({ stock: 'یک عدد صحیح وارد کنید' });
    if (!reason.trim()) return setErrors({ reason: 'لطفاً دلیل تغییر موجودی را بنویسید.' });
    setErrors({});
    change.mutate(
      { stock: digits === '' ? null : Number(digits), reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          notify.success('موجودی جایزه به‌روز شد.');
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
          notify.error(isApiError(error) ? error.message : 'موجودی ذخیره نشد؛ دوباره تلاش کنید.');
        },
      },
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`}>
      <Heading as="h2" size="md" id={`${id}-title`}>
        موجودی
      </Heading>
      <Text color="fg.muted">اکنون: {stock === null ? 'بدون محدودیت' : <bdi>{formatNumber(stock)}</bdi>}</Text>
      <HStack gap="3" align="start" flexWrap="wrap">
        <Stack gap="1" minWidth="40">
          <chakra.label htmlFor={`${id}-stock`} fontSize="sm" fontWeight="bold">
            موجودی تازه
          </chakra.label>
          <Input
            id={`${id}-stock`}
            inputMode="numeric"
            dir="ltr"
            height="11"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={Boolean(errors.stock)}
            aria-describedby={`${id}-stock-note`}
          />
          <Text id={`${id}-stock-note`} fontSize="xs" color={errors.stock ? 'fg.error' : 'fg.secondary'}>
            {errors.stock ?? 'خالی یعنی بدون محدودیت'}
          </Text>
        </Stack>
        <Stack flex="1" minWidth="60">
          <ReasonField
            label="دلیل تغییر"
            value={reason}
            onChange={setReason}
            hint="در سابقهٔ تغییرات ثبت می‌شود"
            error={errors.reason}
          />
        </Stack>
      </HStack>
      <Button alignSelf="flex-start" minHeight="11" onClick={save} loading={change.isPending}>
        ذخیرهٔ موجودی
      </Button>
    </Stack>
  );
}
