import { isApiError, type CampaignDetail } from '@clorofil/api-client';
import { campaignMessages } from '@clorofil/api-client/contract';
import { formatNumber, notify, ReasonPanel } from '@clorofil/ui-rtl';
import { useState } from 'react';
import { useCampaignWrite } from './queries';

/** Takes a scheduled or live notification back: members who have not read it never will. */
export function WithdrawPanel({ campaign, onStale }: { campaign: CampaignDetail; onStale: (message: string) => void }) {
  const { withdraw } = useCampaignWrite(campaign.id);
  const [error, setError] = useState<string | null>(null);

  function send(reason: string) {
    setError(null);
    withdraw.mutate(
      { editVersion: campaign.editVersion, reason },
      {
        onSuccess: () => notify.success('اعلان پس گرفته شد؛ دیگر به کسی نشان داده نمی‌شود.'),
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          const field = isApiError(failure) ? failure.fieldErrors?.reason : undefined;
          if (field) return setError(field);
          notify.error(isApiError(failure) ? failure.message : 'پس گرفتن انجام نشد؛ دوباره تلاش کنید.');
        },
      },
    );
  }

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
      pending={withdraw.isPending}
      error={error}
      onConfirm={send}
    />
  );
}
