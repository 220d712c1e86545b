import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { BankInformation } from '@clorofil/api-client';
import { groupDigits, toPersianDigits } from '@clorofil/ui-rtl';
import { Eye, EyeOff } from 'lucide-react';
import { useViewBankInformation } from '../api/member-care-queries';
import { failed } from './columns';

export type BankDetailsProps = {
  memberId: number;
  /** As the member page carries them: masked. */
  masked: BankInformation;
  /** Finance (`payouts`): may ask for the full numbers. */
  mayView: boolean;
};

// The Sheba and the card in groups of four, as printed on a card; an account number as the bank writes it.
const fields = [
  ['iban', 'شبا', true],
  ['accountNumber', 'شماره حساب', false],
  ['creditCardNumber', 'شماره کارت', true],
] as const;

/**
 * A commission partner's bank details: masked for everyone; finance asks for the full numbers
 * with «نمایش اطلاعات بانکی», one reading the API writes to the audit trail. They stay in this
 * component only (never in the query cache) and go with «پنهان کردن» or when the page closes.
 */
export function BankDetails({ memberId, masked, mayView }: BankDetailsProps) {
  const view = useViewBankInformation(memberId);
  const full = view.data;
  const shown = full ?? masked;
  return (
    <Stack gap="2" data-testid="bank-details">
      <DataList.Root orientation="horizontal" size="md" gap="2">
        {fields.map(([key, label, grouped]) =>
          shown[key] ? (
            <DataList.Item key={key}>
              <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                {/* Free to wrap between groups on a phone. */}
                <Box as="bdi" dir="ltr" data-code={shown[key]}>
                  {grouped ? groupDigits(toPersianDigits(shown[key])) : toPersianDigits(shown[key])}
                </Box>
              </DataList.ItemValue>
            </DataList.Item>
          ) : null,
        )}
      </DataList.Root>
      {full ? (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.secondary" flex="1" minWidth="48">
            این نمایش به نام شما در فهرست تغییرات ثبت شد.
          </Text>
          <Button size="sm" minHeight="11" variant="outline" onClick={() => view.reset()}>
            <EyeOff size={16} aria-hidden="true" />
            پنهان کردن
          </Button>
        </HStack>
      ) : mayView ? (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            minHeight="11"
            variant="outline"
            colorPalette="brand"
            loading={view.isPending}
            loadingText="در حال دریافت…"
            onClick={() =>
              view.mutate(undefined, {
                onError: (error) => failed(error, 'اطلاعات بانکی دریافت نشد؛ دوباره تلاش کنید.'),
              })
            }
          >
            <Eye size={16} aria-hidden="true" />
            نمایش اطلاعات بانکی
          </Button>
          <Text fontSize="xs" color="fg.secondary" flex="1" minWidth="48">
            هر نمایش به نام شما در فهرست تغییرات ثبت می‌شود.
          </Text>
        </HStack>
      ) : (
        <Text fontSize="xs" color="fg.secondary">
          شماره‌ها پنهان‌اند؛ اطلاعات کامل بانکی را فقط کارشناس مالی می‌بیند.
        </Text>
      )}
    </Stack>
  );
}
