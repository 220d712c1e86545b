import { Button, chakra, HStack } from '@chakra-ui/react';
import type { MemberCode } from '@clorofil/api-client';
import { formatNumber, notify, ReasonDialog } from '@clorofil/ui-rtl';
import { Ban, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useCodeActions } from '../api/member-care-queries';
import { failed } from './columns';
import { MemberCodes } from './member-codes';

/** The member's codes with support's two actions: re-send the text by SMS, or mark faulty and refund. */
export function MemberCodesWithActions({ memberId, codes }: { memberId: number; codes: readonly MemberCode[] }) {
  const { resend, faulty } = useCodeActions(memberId);
  const [target, setTarget] = useState<MemberCode | null>(null);

  function confirm(reason: string) {
    if (!target) return;
    faulty.mutate(
      { codeId: target.id, reason },
      {
        onSuccess: ({ refunded }) => {
          setTarget(null);
          notify.success(
            refunded > 0
              ? `کد معیوب ثبت شد و ${formatNumber(refunded)} کلروفیل به حساب عضو برگشت.`
              : 'کد معیوب ثبت شد؛ این کد امتیازی نداشت که برگردد.',
          );
        },
        onError: (error) => failed(error, 'ثبت کد معیوب انجام نشد؛ دوباره تلاش کنید.'),
      },
    );
  }

  return (
    <>
      <MemberCodes
        memberId={memberId}
        codes={codes}
        actions={(code) => (
          <HStack gap="2">
            <Button
              size="sm"
              minHeight="11"
              variant="outline"
              disabled={code.state !== 'usable'}
              loading={resend.isPending && resend.variables === code.id}
              onClick={() =>
                resend.mutate(code.id, {
                  onSuccess: (result) => notify.success(result.message),
                  onError: (error) => failed(error, 'پیامک فرستاده نشد؛ دوباره تلاش کنید.'),
                })
              }
            >
              <MessageSquare size={16} aria-hidden="true" />
              ارسال دوباره
              <chakra.span srOnly>{` ${code.code}`}</chakra.span>
            </Button>
            <Button
              size="sm"
              minHeight="11"
              variant="outline"
              colorPalette="red"
              disabled={code.state === 'faulty'}
              onClick={() => setTarget(code)}
            >
              <Ban size={16} aria-hidden="true" />
              معیوب
              <chakra.span srOnly>{` ${code.code}`}</chakra.span>
            </Button>
          </HStack>
        )}
      />
      <ReasonDialog
        open={target !== null}
        title={`کد معیوب ${target?.code ?? ''}`}
        description={
          target?.paidPoints
            ? `کد از فهرست عضو برداشته می‌شود و ${formatNumber(target.paidPoints)} کلروفیلی که بابت آن داده بود به حسابش برمی‌گردد.`
            : 'کد از فهرست عضو برداشته می‌شود؛ این کد با امتیاز خریده نشده است و امتیازی برنمی‌گردد.'
        }
        label="چه مشکلی دارد؟"
        confirmLabel="ثبت کد معیوب"
        pendingLabel="در حال ثبت…"
        pending={faulty.isPending}
        tone="red"
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
