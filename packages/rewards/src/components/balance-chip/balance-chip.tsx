import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { formatNumber } from '@clorofil/ui-rtl';
import { Leaf } from 'lucide-react';

/** The member's balance beside a screen's title: on phones the side menu is out of sight. */
export function BalanceChip() {
  const { score } = useMember();
  return (
    <HStack
      gap="1.5"
      paddingInline="3"
      paddingBlock="1.5"
      borderRadius="full"
      bg="brand.50"
      color="brand.800"
      fontSize="sm"
      fontWeight="bold"
      flexShrink={0}
      data-testid="balance-chip"
    >
      <Leaf size={16} aria-hidden="true" />
      {score === null ? (
        <>
          <Skeleton height="4" width="16" aria-hidden="true" />
          <Text srOnly>در حال بارگذاری موجودی…</Text>
        </>
      ) : (
        <Text as="span">
          موجودی: <bdi>{formatNumber(score)}</bdi> کلروفیل
        </Text>
      )}
    </HStack>
  );
}
