import { Box, HStack, Text } from '@chakra-ui/react';
import { Num } from '@clorofil/ui-rtl';
import type { LucideIcon } from 'lucide-react';

export type SummaryTileProps = {
  label: string;
  value: number;
  icon: LucideIcon;
  /** The balance stands out; the other three are its explanation. */
  emphasis?: boolean;
};

export function SummaryTile({ label, value, icon: Icon, emphasis }: SummaryTileProps) {
  return (
    <Box
      as="li"
      padding="4"
      borderRadius="l3"
      borderWidth="1px"
      bg={emphasis ? 'brand.solid' : 'bg.card'}
      color={emphasis ? 'white' : 'fg'}
      borderColor={emphasis ? 'brand.solid' : 'border'}
      data-testid="summary-tile"
    >
      <HStack gap="2" color={emphasis ? 'white' : 'fg.muted'} fontSize="sm">
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
}
