import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { CommissionDetail } from '@clorofil/api-client';
import { Code, formatNumber } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { formatPercent } from '../../lib/report-math';
import { Money } from '../money/money';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4">
      <Text as="dt" fontSize="sm" color="fg.secondary" marginBlockEnd="1">
        {label}
      </Text>
      <Box as="dd" margin="0" fontWeight="bold" fontSize="lg">
        {children}
      </Box>
    </Box>
  );
}

/** The detail's summary (SPEC §2): code, uses, discount, total sales, commission rate and earnings. */
export function CommissionSummary({ detail }: { detail: CommissionDetail }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3" aria-label="خلاصهٔ کمیسیون" margin="0">
      <Fact label="کد تخفیف">
        <Code verbatim>{detail.code}</Code>
      </Fact>
      <Fact label="تعداد استفاده">{formatNumber(detail.usage)}</Fact>
      <Fact label="درصد تخفیف">{formatPercent(detail.percentage)}</Fact>
      <Fact label="مبلغ کل فروش">
        <Money rial={detail.totalAmount} />
      </Fact>
      <Fact label="درصد کمیسیون">{formatPercent(detail.commissionPercentage)}</Fact>
      <Fact label="کمیسیون شما">
        <Money rial={detail.commission} />
      </Fact>
    </SimpleGrid>
  );
}
