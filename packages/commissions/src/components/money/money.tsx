import { Box } from '@chakra-ui/react';
import { formatNumber, formatRial, rialToToman } from '@clorofil/ui-rtl';

export type MoneyProps = {
  /** Commissions and payments are in rial (SPEC §9). */
  rial: number;
};

/**
 * An amount in rial with Persian grouping, and under it the same in toman, the unit members
 * think in. A fraction of a toman is rounded and marked «حدود».
 */
export function Money({ rial }: MoneyProps) {
  const toman = rialToToman(rial);
  const rounded = Math.round(toman);
  return (
    <Box as="span" display="inline-flex" flexDirection="column" alignItems="inherit" lineHeight="short">
      <Box as="bdi" whiteSpace="nowrap" data-rial={rial}>
        {formatRial(rial)}
      </Box>
      <Box as="bdi" whiteSpace="nowrap" fontSize="xs" fontWeight="normal" color="fg.secondary">
        {rounded === toman ? '' : 'حدود '}
        {formatNumber(rounded)} تومان
      </Box>
    </Box>
  );
}
