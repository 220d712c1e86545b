import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { BankInformation } from '@clorofil/api-client';
import { cardBankName, shebaBankName } from '@clorofil/rules';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { maskAccountNumber, maskCard, maskSheba } from '../../lib/masking';
import { BankHint } from './bank-hint';

export type SavedBankDetailsProps = {
  details: Required<BankInformation>;
  onEdit: () => void;
};

function Row({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.secondary" marginBlockEnd="1">
        {label}
      </Text>
      <Box as="dd" margin="0">
        <Box as="bdi" dir="ltr" fontWeight="bold" fontSize="lg" whiteSpace="nowrap" letterSpacing="wide">
          {toPersianDigits(value)}
        </Box>
        {hint && (
          <Box fontSize="sm" color="fg.secondary" marginBlockStart="1">
            {hint}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * The saved details, masked (PERSIAN-UX, SECURITY 17): enough for the partner to recognise their
 * account without showing the whole number to whoever looks at the screen. «ویرایش» opens the form.
 */
export function SavedBankDetails({ details, onEdit }: SavedBankDetailsProps) {
  return (
    <Stack gap="4" bg="bg.card" borderWidth="1px" borderRadius="l3" padding={{ base: '4', md: '6' }} maxWidth="lg">
      <HStack justify="space-between" align="center">
        <Heading as="h2" size="md">
          حساب ثبت‌شده
        </Heading>
        <Button variant="outline" colorPalette="brand" size="sm" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
          ویرایش
        </Button>
      </HStack>
      <Stack as="dl" gap="4" margin="0" data-testid="saved-bank-details">
        <Row
          label="شماره کارت"
          value={maskCard(details.creditCardNumber)}
          hint={<BankHint bank={cardBankName(details.creditCardNumber)} />}
        />
        <Row label="شماره حساب" value={maskAccountNumber(details.accountNumber)} />
        <Row label="شماره شبا" value={maskSheba(details.iban)} hint={<BankHint bank={shebaBankName(details.iban)} />} />
      </Stack>
    </Stack>
  );
}
