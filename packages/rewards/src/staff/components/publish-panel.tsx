import { Alert } from '@chakra-ui/react';
import type { StaffRewardDetail } from '@clorofil/api-client';
import { formatNumber, notify, ReasonPanel } from '@clorofil/ui-rtl';
import { useRewardWrite } from '../api/use-catalogue';

export type PublishPanelProps = { detail: StaffRewardDetail; onStale: (message: string) => void };

/**
 * Draft → published in one step. A new price needs its reason, asked for here before the
 * server would refuse it; members already on the page are protected by the buy's price check.
 */
export function PublishPanel({ detail, onStale }: PublishPanelProps) {
  const { publish } = useRewardWrite(detail.id);
  const { draft, published } = detail;
  if (!draft) return null;
  const priceChanged = published !== null && published.score !== draft.score;

  const send = (reason: string) =>
    publish
      .mutateAsync({ editVersion: detail.editVersion, ...(reason ? { reason } : {}) })
      .then(() => notify.success('جایزه منتشر شد و اعضا نسخهٔ تازه را می‌بینند.'));

  return (
    <ReasonPanel
      title="انتشار پیش‌نویس"
      description={
        published
          ? 'با انتشار، این پیش‌نویس جای نسخهٔ فعلی را می‌گیرد و اعضا بلافاصله آن را می‌بینند.'
          : 'با انتشار، اعضا این جایزه را در فهرست جایزه‌ها می‌بینند.'
      }
      label="دلیل تغییر قیمت"
      reason={priceChanged ? 'required' : 'none'}
      requiredMessage="قیمت این جایزه تغییر کرده است؛ لطفاً دلیل تغییر قیمت را بنویسید."
      note="این انتشار با نام شما در سابقهٔ تغییرات ثبت می‌شود."
      confirmLabel="انتشار برای اعضا"
      failedMessage="انتشار انجام نشد؛ دوباره تلاش کنید."
      onConfirm={send}
      onStale={onStale}
    >
      {priceChanged && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>
            قیمت از <bdi>{formatNumber(published.score)}</bdi> به <bdi>{formatNumber(draft.score)}</bdi> کلروفیل تغییر
            می‌کند.
          </Alert.Title>
        </Alert.Root>
      )}
    </ReasonPanel>
  );
}
