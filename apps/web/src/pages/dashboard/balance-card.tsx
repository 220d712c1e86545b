import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import { Leaf } from 'lucide-react';

export type BalanceCardProps = {
  /** `null` while the profile loads. */
  score: number | null;
};

/** The member's balance, large, with the unit the club uses everywhere. */
export function BalanceCard({ score }: BalanceCardProps) {
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
            <Skeleton height="9" width="40" variant="shine" />
          ) : (
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" lineHeight="1.2" data-testid="balance">
              <bdi>{formatNumber(score)}</bdi>{' '}
              <Text as="span" fontSize="lg" fontWeight="bold">
                کلروفیل
              </Text>
            </Text>
          )}
          {score === 0 && (
            <Text fontSize="sm" color="brand.50">
              با هر خرید از فروشگاه، کلروفیل جمع کنید و جایزه بگیرید.
            </Text>
          )}
        </Stack>
        <Box color="accent.300" flexShrink={0}>
          <Leaf size={56} strokeWidth={1.4} aria-hidden="true" />
        </Box>
      </HStack>
    </Box>
  );
}
