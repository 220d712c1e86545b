import { Alert, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { BuyRewardResponse } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { formatNumber } from '@clorofil/ui-rtl';
import { Link } from 'react-router';
import { CopyCode } from '../copy-code/copy-code';

export type BoughtPanelProps = { result: BuyRewardResponse };

/** Right after a purchase: it worked, the new balance, and the code when the prize was one. */
export function BoughtPanel({ result }: BoughtPanelProps) {
  return (
    <Alert.Root status="success" data-testid="bought-panel">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>جایزه را دریافت کردید.</Alert.Title>
        <Alert.Description>
          <Stack gap="3" marginBlockStart="1">
            <span>
              موجودی فعلی شما <bdi>{formatNumber(result.score)}</bdi> کلروفیل است.
            </span>
            {result.discountCode && (
              <>
                <CopyCode code={result.discountCode.code} />
                <ChakraLink asChild color="brand.fg" textDecoration="underline">
                  <Link to={paths.discountCodes}>دیدن همهٔ کدهای تخفیف من</Link>
                </ChakraLink>
              </>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
