import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import { Leaf } from 'lucide-react';
import { memo } from 'react';

export type BalanceCardProps = {
  /** `null` while the profile loads. */
  score: number | null;
};

export const balanceHints = {
  zero: 'با هر خرید از فروشگاه، کلروفیل جمع کنید و جایزه بگیرید.',
  more: 'هر خرید، پس از مهلت مرجوعی، کلروفیل تازه می‌آورد.',
} as const;

/** The member's balance, large, with the unit the club uses everywhere. */
export const BalanceCard = memo(function BalanceCard({ score }: BalanceCardProps) {
  return (
    <Box
      as="section"
      aria-labelledby="balance-title"
      padding={{ base: '5', md: '6' }}
      borderRadius="l3"
      bgGradient="to-l"
      gradientFrom="brand.700"
      gradientTo="brand.500"
      color="white"
    >
      <HStack justify="space-between" align="center" gap="4">
        <Stack gap="1">
          <Text id="balance-title" fontSize="sm" color="brand.50">
            موجودی شما
          </Text>
          {score === null ? (
            <Skeleton asChild variant="shine" aria-hidden="true">
              <Text fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" width="40">
                ۰
              </Text>
            </Skeleton>
          ) : (
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" lineHeight="1.2" data-testid="balance">
              <bdi>{formatNumber(score)}</bdi>{' '}
              <Text as="span" fontSize="lg" fontWeight="bold">
                کلروفیل
              </Text>
            </Text>
          )}
          {/* A line under every balance, of about the same length, and its skeleton while the
              balance loads: the card keeps its height when the profile arrives, so the shortcuts
              under it stay put (a line only under a zero balance moved them: CLS 0.04). */}
          {score === null ? (
            <Skeleton asChild variant="shine" aria-hidden="true">
              <Text fontSize="sm">{balanceHints.zero}</Text>
            </Skeleton>
          ) : (
            <Text fontSize="sm" color="brand.50">
              {score === 0 ? balanceHints.zero : balanceHints.more}
            </Text>
          )}
        </Stack>
        <Box color="accent.300" flexShrink={0}>
          <Leaf size={56} strokeWidth={1.4} aria-hidden="true" />
        </Box>
      </HStack>
    </Box>
  );
});
