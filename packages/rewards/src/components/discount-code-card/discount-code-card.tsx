import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { DiscountCode } from '@clorofil/api-client';
import { ExpiredBadge, formatJalaliDate } from '@clorofil/ui-rtl';
import { CalendarClock, TicketPercent } from 'lucide-react';
import { CopyCode } from '../copy-code/copy-code';

export type DiscountCodeCardProps = { code: DiscountCode; expired: boolean };

function expiryText(code: DiscountCode, expired: boolean): string {
  if (code.expirationDate === null) return 'بدون تاریخ انقضا';
  const date = formatJalaliDate(code.expirationDate, 'long');
  return expired ? `منقضی‌شده در ${date}` : `معتبر تا ${date}`;
}

/** One of the member's codes: what it is for, the code to copy and until when it works. */
export function DiscountCodeCard({ code, expired }: DiscountCodeCardProps) {
  return (
    <Stack
      as="article"
      aria-label={code.title}
      gap="3"
      padding="4"
      bg="bg.card"
      borderRadius="l3"
      borderWidth="1px"
      data-testid="discount-code-card"
      data-expired={expired || undefined}
    >
      {/* Expired reads as muted colours and the badge, not transparency: faded text falls below 4.5:1. */}
      <HStack align="start" gap="3">
        <Box color={expired ? 'fg.muted' : 'brand.600'} flexShrink={0} paddingBlockStart="0.5">
          <TicketPercent size={28} aria-hidden="true" />
        </Box>
        <Stack gap="0.5" flex="1" minWidth="0">
          <Text as="h2" fontWeight="bold" color={expired ? 'fg.muted' : undefined}>
            {code.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {code.subTitle}
          </Text>
        </Stack>
        {expired && <ExpiredBadge />}
      </HStack>
      <CopyCode code={code.code} disabled={expired} />
      <HStack gap="1.5" fontSize="sm" color={expired ? 'fg.error' : 'fg.muted'}>
        <CalendarClock size={16} aria-hidden="true" />
        <Text>{expiryText(code, expired)}</Text>
      </HStack>
    </Stack>
  );
}
