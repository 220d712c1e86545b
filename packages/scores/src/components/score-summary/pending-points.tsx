import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { PendingPoints as PendingItem } from '@clorofil/api-client';
import { formatJalaliDate, Num, toPersianDigits } from '@clorofil/ui-rtl';
import { Hourglass } from 'lucide-react';
import { memo } from 'react';

export type PendingPointsProps = { items: readonly PendingItem[] };

/** The points on their way: one line per returnable order with the Jalali day it becomes spendable. */
export const PendingPoints = memo(function PendingPoints({ items }: PendingPointsProps) {
  if (items.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="pending-points-heading"
      padding="4"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="orange.200"
      bg="orange.50"
    >
      <HStack gap="2" color="orange.700">
        <Hourglass size={18} aria-hidden="true" />
        <Text as="h2" id="pending-points-heading" fontWeight="bold" color="fg">
          کلروفیل‌های در راه
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" marginBlockStart="1">
        کلروفیل هر خرید پس از پایان مهلت هفت‌روزهٔ مرجوعی به موجودی شما اضافه می‌شود.
      </Text>
      <Stack as="ul" listStyleType="none" padding="0" margin="0" marginBlockStart="3" gap="2">
        {items.map((item) => (
          <HStack
            as="li"
            key={item.orderId}
            justify="space-between"
            flexWrap="wrap"
            gap="1"
            paddingBlock="2"
            paddingInline="3"
            bg="bg.card"
            borderRadius="l2"
            data-testid="pending-item"
          >
            <Text>
              <Text as="span" fontWeight="bold">
                <Num value={item.points} /> کلروفیل
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                سفارش <bdi>{toPersianDigits(item.orderId)}</bdi>
              </Text>
            </Text>
            <Text fontSize="sm">
              قابل استفاده از{' '}
              <Text asChild fontWeight="bold">
                <time dateTime={item.availableAt}>{formatJalaliDate(item.availableAt, 'long')}</time>
              </Text>
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
});
