import { HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { MemberCare } from '@clorofil/api-client';
import { StaffEditorFrame } from '@clorofil/ui-rtl';
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
  return (
    <StaffEditorFrame
      title={member.data ? nameOf(member.data) : 'صفحهٔ عضو'}
      onBack={() => void navigate(-1)}
      query={member}
      valid={valid}
      notFound="این عضو پیدا نشد"
      loadFailed="اطلاعات عضو دریافت نشد"
    >
      {(data) => <MemberSections member={data} />}
    </StaffEditorFrame>
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
