import { isApiError, type StaffMission } from '@clorofil/api-client';
import { missionMessages } from '@clorofil/api-client/contract';
import { notify, ReasonPanel } from '@clorofil/ui-rtl';
import { useState } from 'react';
import { useMissionWrite } from '../api/use-mission-console';

export type EndMissionPanelProps = { mission: StaffMission; onStale: (message: string) => void };

/**
 * Ending a mission sooner than announced: members lose it at once, so the reason is asked for
 * here (the API refuses it without one) and kept in the audit trail.
 */
export function EndMissionPanel({ mission, onStale }: EndMissionPanelProps) {
  const { end } = useMissionWrite(mission.id);
  const [error, setError] = useState<string | null>(null);

  function send(reason: string, clear: () => void) {
    setError(null);
    end.mutate(
      { editVersion: mission.editVersion, reason },
      {
        onSuccess: () => {
          clear();
          notify.success('مأموریت پایان یافت و از فهرست اعضا برداشته شد.');
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          const message = isApiError(failure) ? failure.message : 'پایان دادن انجام نشد؛ دوباره تلاش کنید.';
          setError(isApiError(failure) ? (failure.fieldErrors?.reason ?? message) : message);
        },
      },
    );
  }

  return (
    <ReasonPanel
      title="پایان دادن به مأموریت"
      description={
        mission.state === 'open'
          ? 'مأموریت همین حالا بسته می‌شود: اعضا دیگر آن را نمی‌بینند و خریدها و نظرسنجی‌های بعدی حساب نمی‌شوند. جایزه‌های داده‌شده می‌مانند.'
          : 'این مأموریت هنوز آغاز نشده است؛ با پایان دادن، هرگز برای اعضا باز نمی‌شود.'
      }
      label="دلیل پایان زودهنگام"
      requiredMessage={missionMessages.reasonRequired}
      note="این کار با نام شما و دلیلش در سابقهٔ تغییرات ثبت می‌شود."
      confirmLabel="پایان دادن به مأموریت"
      tone="red"
      pending={end.isPending}
      error={error}
      onConfirm={send}
    />
  );
}
