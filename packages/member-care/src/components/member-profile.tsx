import type { ReactNode } from 'react';
import { Badge, DataList, List, Stack, Text } from '@chakra-ui/react';
import { apiQueries, type MemberCare } from '@clorofil/api-client';
import { Code, ConsoleSection, formatJalaliDate, formatJalaliDateTime } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { reviewNames, typeStatusName } from '../labels';
import { BankDetails } from './bank-details';

export type MemberProfileProps = { member: MemberCare };

/**
 * Who the member is: what support confirms with the caller, the national code and a partner's
 * bank details masked (finance may ask for the bank details in full).
 */
export function MemberProfile({ member }: MemberProfileProps) {
  const { bank } = member;
  const me = useQuery(apiQueries.staffMe());
  const mayPayouts = me.data?.permissions.includes('payouts') ?? false;
  const place = [member.province, member.city].filter(Boolean).join('، ');
  return (
    <ConsoleSection title="نمایهٔ عضو" anchor="profile">
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <Item label="موبایل" value={<Code>{member.mobile}</Code>} />
        <Item label="کد ملی" value={member.nationalCode ? <Code>{member.nationalCode}</Code> : 'ثبت نشده'} />
        <Item
          label="نوع کاربری"
          value={
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              <Text>{member.userType?.text ?? '—'}</Text>
              <Badge variant="subtle" colorPalette={member.userTypeStatus === 20 ? 'green' : 'gray'}>
                {typeStatusName(member.userTypeStatus)}
              </Badge>
            </Stack>
          }
        />
        <Item label="استان و شهر" value={place || '—'} />
        <Item label="عضویت از" value={formatJalaliDate(member.joinedAt, 'long')} />
      </DataList.Root>
      {bank && (
        <>
          <Text fontWeight="bold" fontSize="sm">
            حساب بانکی
          </Text>
          <BankDetails memberId={member.id} masked={bank} mayView={mayPayouts} />
        </>
      )}
      <Text fontWeight="bold" fontSize="sm">
        سابقهٔ بررسی نوع کاربری
      </Text>
      {member.reviews.length === 0 ? (
        <Text color="fg.secondary" fontSize="sm">
          هنوز تصمیمی دربارهٔ نوع کاربری این عضو گرفته نشده است.
        </Text>
      ) : (
        <List.Root gap="2" paddingInlineStart="5" data-testid="reviews">
          {member.reviews.map((review) => (
            <List.Item key={`${review.decidedAt}-${review.decision}`} fontSize="sm">
              {`${reviewNames[review.decision]} در ${formatJalaliDateTime(review.decidedAt)} توسط `}
              <Code>{review.decidedBy}</Code>
              {review.note && <Text color="fg.secondary">{`«${review.note}»`}</Text>}
            </List.Item>
          ))}
        </List.Root>
      )}
    </ConsoleSection>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
