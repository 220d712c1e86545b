import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Num } from '@clorofil/ui-rtl';
import type { LucideIcon } from 'lucide-react';
import { memo } from 'react';

export type SummaryTileProps = {
  label: string;
  value: number;
  icon: LucideIcon;
  /** The balance stands out; the other three are its explanation. */
  emphasis?: boolean;
  /**
   * The tile as a placeholder while the summary loads: the same label, icon and lines (so the same
   * height at every width, however the label wraps), its text hidden.
   */
  loading?: boolean;
};

export const SummaryTile = memo(function SummaryTile({
  label,
  value,
  icon: Icon,
  emphasis = false,
  loading = false,
}: SummaryTileProps) {
  const strong = emphasis && !loading;
  const tile = (
    <Box
      as="li"
      padding="4"
      borderRadius="l3"
      borderWidth="1px"
      // A placeholder takes the skeleton's own colour.
      bg={loading ? undefined : strong ? 'brand.solid' : 'bg.card'}
      color={strong ? 'white' : 'fg'}
      borderColor={strong ? 'brand.solid' : 'border'}
      data-testid={loading ? undefined : 'summary-tile'}
    >
      <HStack gap="2" color={strong ? 'white' : 'fg.muted'} fontSize="sm">
        <Icon size={18} aria-hidden="true" />
        <Text as="span">{label}</Text>
      </HStack>
      <Text as="p" marginBlockStart="2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="short">
        <Num value={value} />{' '}
        <Text as="span" fontSize="sm" fontWeight="normal">
          کلروفیل
        </Text>
      </Text>
    </Box>
  );
  return loading ? (
    <Skeleton asChild borderRadius="l3">
      {tile}
    </Skeleton>
  ) : (
    tile
  );
});
