import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { apiQueries, exportAdjustments, type Adjustment, type AdjustmentStatus } from '@clorofil/api-client';
import { ADJUSTMENT_NOTE_MAX } from '@clorofil/api-client/contract';
import { DownloadButton, formatNumber, notify, PageHeader, ReasonDialog, SelectControl } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { memberCareQueries, useDecideAdjustment } from '../api/member-care-queries';
import { AdjustmentsTable } from '../components/adjustments-table';
import { failed } from '../components/columns';
import { adjustmentStatusNames, categoryNames } from '../labels';

const TITLE = 'تأیید اصلاح امتیاز';
const statuses: AdjustmentStatus[] = ['pending', 'applied', 'rejected'];
const statusOptions = statuses.map((value) => ({ value, label: adjustmentStatusNames[value] }));

type Decision = { adjustment: Adjustment; decision: 'approve' | 'reject' };

const describe = (adjustment: Adjustment) =>
  `${formatNumber(Math.abs(adjustment.amount))} کلروفیل ${adjustment.amount > 0 ? 'افزودن به' : 'کسر از'} حساب ${adjustment.memberName || adjustment.memberMobile} (${categoryNames[adjustment.category]})`;

/**
 * /operator/approvals (finance): adjustments above the threshold wait here for a second person.
 * Nobody decides their own: the buttons are off on one's own requests, and the API refuses too.
 */
export function ApprovalsPage() {
  const [search, setSearch] = useSearchParams();
  const status = (statuses as string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as AdjustmentStatus)
    : 'pending';
  const list = useQuery(memberCareQueries.adjustments(status));
  const me = useQuery(apiQueries.staffMe());
  const { approve, reject } = useDecideAdjustment();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const statusId = useId();

  function decide(note: string) {
    if (!deciding) return;
    const { adjustment, decision } = deciding;
    const done = {
      onSuccess: () => {
        setDeciding(null);
        notify.success(decision === 'approve' ? 'اصلاح تأیید و در دفتر امتیازها ثبت شد.' : 'درخواست اصلاح رد شد.');
      },
      onError: (error: Error) => {
        setDeciding(null);
        failed(error, 'تصمیم ثبت نشد؛ دوباره تلاش کنید.');
      },
    };
    if (decision === 'approve') approve.mutate({ id: adjustment.id, note }, done);
    else reject.mutate({ id: adjustment.id, note }, done);
  }

  const mine = (adjustment: Adjustment) => me.data?.mobile === adjustment.requestedBy;
  return (
    <Stack gap="4">
      <title>{`${TITLE} | کنسول مدیریت`}</title>
      <PageHeader
        title={TITLE}
        actions={
          // Every adjustment in the chosen state; nothing to offer when there is none.
          list.data && list.data.length > 0 ? (
            <DownloadButton download={() => exportAdjustments(status === 'pending' ? {} : { status })}>
              دریافت فهرست (CSV)
            </DownloadButton>
          ) : undefined
        }
      />
      <Text color="fg.secondary">
        اصلاح‌هایی که از حد تأیید بیشترند تا تأیید یک کارشناس مالی در انتظار می‌مانند؛ کسی درخواست خودش را تأیید
        نمی‌کند.
      </Text>
      <Stack gap="1" maxWidth="xs">
        <chakra.label htmlFor={statusId} fontSize="sm" fontWeight="bold">
          وضعیت
        </chakra.label>
        <SelectControl
          id={statusId}
          value={status}
          options={statusOptions}
          onChange={(event) => setSearch(event.target.value === 'pending' ? {} : { status: event.target.value })}
        />
      </Stack>
      <AdjustmentsTable
        caption="درخواست‌های اصلاح امتیاز"
        showMember
        adjustments={list.data}
        error={list.isError ? 'فهرست درخواست‌ها دریافت نشد' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage={status === 'pending' ? 'درخواستی در انتظار تأیید نیست' : 'موردی با این وضعیت نیست'}
        {...(status === 'pending'
          ? {
              actions: (adjustment: Adjustment) => (
                <HStack gap="2">
                  <Button
                    size="sm"
                    minHeight="11"
                    colorPalette="brand"
                    disabled={mine(adjustment)}
                    title={mine(adjustment) ? 'درخواست خودتان را کس دیگری باید بررسی کند' : undefined}
                    onClick={() => setDeciding({ adjustment, decision: 'approve' })}
                  >
                    <Check size={16} aria-hidden="true" />
                    تأیید
                  </Button>
                  <Button
                    size="sm"
                    minHeight="11"
                    variant="outline"
                    colorPalette="red"
                    disabled={mine(adjustment)}
                    onClick={() => setDeciding({ adjustment, decision: 'reject' })}
                  >
                    <X size={16} aria-hidden="true" />
                    رد
                  </Button>
                </HStack>
              ),
            }
          : {})}
      />
      <ReasonDialog
        open={deciding !== null}
        title={deciding ? `${deciding.decision === 'approve' ? 'تأیید' : 'رد'} ${describe(deciding.adjustment)}` : ''}
        description={deciding ? `دلیل درخواست: «${deciding.adjustment.reason}»` : undefined}
        label={deciding?.decision === 'approve' ? 'یادداشت تأیید' : 'دلیل رد'}
        confirmLabel={deciding?.decision === 'approve' ? 'تأیید و اعمال' : 'رد درخواست'}
        pendingLabel="در حال ثبت…"
        pending={approve.isPending || reject.isPending}
        tone={deciding?.decision === 'approve' ? 'brand' : 'red'}
        optional={deciding?.decision === 'approve'}
        maxLength={ADJUSTMENT_NOTE_MAX}
        onConfirm={decide}
        onCancel={() => setDeciding(null)}
      />
    </Stack>
  );
}
