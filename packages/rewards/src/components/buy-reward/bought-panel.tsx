import { Alert, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { BuyRewardResponse } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { formatNumber } from '@clorofil/ui-rtl';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { CopyCode } from '../copy-code/copy-code';

export type BoughtPanelProps = {
  result: BuyRewardResponse;
  /** The buy panel brings the result into view and moves focus here once the confirmation closes. */
  ref?: Ref<HTMLDivElement>;
};

/** Right after a purchase: it worked, the new balance, and the code when the prize was one. */
export function BoughtPanel({ result, ref }: BoughtPanelProps) {
  return (
    <Alert.Root
      ref={ref}
      status="success"
      data-testid="bought-panel"
      tabIndex={-1}
      // Clear of the sticky header when it is scrolled to, and of the «received» toast below it;
      // the bottom bar's room is the page's scroll padding (the profile layout sets it on phones).
      css={{ scrollMarginBlockStart: '5rem', scrollMarginBlockEnd: '5rem' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
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
