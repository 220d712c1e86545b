import { Grid, Stack } from '@chakra-ui/react';
import { MessageView, PageHeader, SkeletonList } from '@clorofil/ui-rtl';
import { useMemo } from 'react';
import { useDiscountCodes } from '../api/use-discount-codes';
import { DiscountCodeCard } from '../components/discount-code-card/discount-code-card';
import { RetryError } from '../components/states/retry-error';
import { isCodeExpired, orderDiscountCodes } from '../lib/discount-code-order';

const COLUMNS = { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' };

/** «کدهای تخفیف من» (SPEC §2): every code the member has, usable ones first, tap to copy. */
export function DiscountCodesPage() {
  const codes = useDiscountCodes();
  const now = useMemo(() => new Date(), []);
  return (
    <Stack gap="4">
      <title>کدهای تخفیف من | باشگاه مشتریان</title>
      <PageHeader title="کدهای تخفیف من" />
      {codes.status === 'pending' && <SkeletonList count={2} label="در حال بارگذاری کدهای تخفیف…" columns={COLUMNS} />}
      {codes.status === 'error' && (
        <RetryError message="خطایی در دریافت کدهای تخفیف رخ داد" onRetry={() => void codes.refetch()} />
      )}
      {codes.status === 'success' &&
        (codes.data.length === 0 ? (
          <MessageView
            icon="empty"
            message="کد تخفیفی برای نمایش وجود ندارد"
            subMessage="کدهای تخفیفی که از جایزه‌ها یا گردونهٔ شانس بگیرید، اینجا نمایش داده می‌شوند."
          />
        ) : (
          <Grid as="ul" listStyleType="none" templateColumns={COLUMNS} gap="4">
            {orderDiscountCodes(codes.data, now).map((code) => (
              <li key={code.code}>
                <DiscountCodeCard code={code} expired={isCodeExpired(code, now)} />
              </li>
            ))}
          </Grid>
        ))}
    </Stack>
  );
}
