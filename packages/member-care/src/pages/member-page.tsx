import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { isApiError, type MemberCare } from '@clorofil/api-client';
import { MessageView, PageHeader, SkeletonForm } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { memberCareQueries } from '../api/member-care-queries';
import { MemberAdjustments } from '../components/member-adjustments';
import { MemberCodesWithActions } from '../components/code-actions';
import { MemberNotifications, MemberSpins } from '../components/member-history';
import { MemberLedger } from '../components/member-ledger';
import { MemberProfile } from '../components/member-profile';
import { MemberSessions } from '../components/member-sessions';
import { OrderExplanationPanel } from '../components/order-explanation';
import { PointsSummary } from '../components/points-summary';
import { memberCarePaths } from '../paths';

const parts = [
  ['profile', 'نمایه'],
  ['points', 'امتیازها'],
  ['orders', 'سفارش‌ها'],
  ['adjust', 'اصلاح امتیاز'],
  ['ledger', 'دفتر امتیازها'],
  ['codes', 'کدهای تخفیف'],
  ['spins', 'گردونه'],
  ['notifications', 'اعلان‌ها'],
  ['sessions', 'نشست‌ها'],
] as const;

const nameOf = (member: MemberCare) => `${member.firstName} ${member.lastName}`.trim() || 'عضو بدون نام';

/** /operator/members/:id — everything support needs about one member while they are on the phone. */
export function MemberPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const member = useQuery({ ...memberCareQueries.member(id), enabled: valid });
  const navigate = useNavigate();
  const title = member.data ? nameOf(member.data) : 'صفحهٔ عضو';
  return (
    <Stack gap="4">
      <title>{`${title} | کنسول مدیریت`}</title>
      <PageHeader title={title} showBack onBack={() => void navigate(-1)} />
      {valid && member.isPending && <SkeletonForm />}
      {(!valid || member.isError) && (
        <MessageView
          icon="error"
          message={
            !valid || (isApiError(member.error) && member.error.status === 404)
              ? 'این عضو پیدا نشد'
              : 'اطلاعات عضو دریافت نشد'
          }
        >
          {valid ? (
            <Button minHeight="11" onClick={() => void member.refetch()}>
              تلاش دوباره
            </Button>
          ) : (
            <Button minHeight="11" onClick={() => void navigate(memberCarePaths.members)}>
              جستجوی عضو
            </Button>
          )}
        </MessageView>
      )}
      {member.data && <MemberSections member={member.data} />}
    </Stack>
  );
}

function MemberSections({ member }: { member: MemberCare }) {
  return (
    <Stack gap="4">
      <HStack as="nav" aria-label="بخش‌های صفحهٔ عضو" gap="3" wrap="wrap" fontSize="sm">
        {parts.map(([anchor, label]) => (
          <ChakraLink key={anchor} href={`#${anchor}`} color="brand.fg" textDecoration="underline" minHeight="6">
            {label}
          </ChakraLink>
        ))}
      </HStack>
      <MemberProfile member={member} />
      <PointsSummary points={member.points} />
      <OrderExplanationPanel memberId={member.id} orders={member.orders} />
      <MemberAdjustments member={member} />
      <MemberLedger memberId={member.id} />
      <MemberCodesWithActions memberId={member.id} codes={member.codes} />
      <MemberSpins memberId={member.id} />
      <MemberNotifications memberId={member.id} />
      <MemberSessions memberId={member.id} name={nameOf(member)} />
    </Stack>
  );
}
