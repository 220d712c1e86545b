import type { CampaignDetail } from '@clorofil/api-client';
import { campaignMessages } from '@clorofil/api-client/contract';
import { formatNumber, notify, ReasonPanel } from '@clorofil/ui-rtl';
import { useCampaignWrite } from './queries';

/** Takes a scheduled or live notification back: members who have not read it never will. */
export function WithdrawPanel({ campaign, onStale }: { campaign: CampaignDetail; onStale: (message: string) => void }) {
  const { withdraw } = useCampaignWrite(campaign.id);
  const send = (reason: string) =>
    withdraw
      .mutateAsync({ editVersion: campaign.editVersion, reason })
      .then(() => notify.success('اعلان پس گرفته شد؛ دیگر به کسی نشان داده نمی‌شود.'));

  return (
    <ReasonPanel
      title="پس گرفتن اعلان"
      description={
        campaign.state === 'live'
          ? `تاکنون ${formatNumber(campaign.delivered)} عضو این اعلان را دیده‌اند؛ دیگران پس از این آن را نمی‌بینند.`
          : 'اعلان آغاز نمی‌شود و به هیچ عضوی نشان داده نمی‌شود.'
      }
      label="دلیل پس گرفتن"
      requiredMessage={campaignMessages.reasonRequired}
      note="در سابقهٔ تغییرات می‌ماند."
      confirmLabel="پس گرفتن اعلان"
      tone="red"
      failedMessage="پس گرفتن انجام نشد؛ دوباره تلاش کنید."
      onConfirm={send}
      onStale={onStale}
    />
  );
}
