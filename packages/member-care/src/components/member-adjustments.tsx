import { ConsoleSection } from '@clorofil/ui-rtl';
import { Stack } from '@chakra-ui/react';
import type { MemberCare } from '@clorofil/api-client';
import { AdjustPointsForm } from './adjust-points-form';
import { AdjustmentsTable } from './adjustments-table';

/** Support's adjustments of this member: a new one, and those asked for before with their state. */
export function MemberAdjustments({ member }: { member: MemberCare }) {
  return (
    <ConsoleSection title="اصلاح امتیاز" anchor="adjust">
      <Stack gap="5">
        <AdjustPointsForm memberId={member.id} threshold={member.approvalThreshold} />
        <AdjustmentsTable
          caption="اصلاح‌های امتیاز این عضو"
          adjustments={member.adjustments}
          emptyMessage="تاکنون امتیاز این عضو اصلاح نشده است"
        />
      </Stack>
    </ConsoleSection>
  );
}
