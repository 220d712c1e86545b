import { Box, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StaffMission } from '@clorofil/api-client';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@clorofil/ui-rtl';
import { useId } from 'react';
import { goalUnit } from '../form/mission-form-values';
import { MissionStateBadge } from './mission-state-badge';
import { MissionWindow } from './mission-window';

function Count({ label, value, help, testId }: { label: string; value: number; help: string; testId: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l3" padding="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {formatNumber(value)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {help}
      </Text>
    </Stack>
  );
}

/** The mission at a glance: members on the way and done, its goal, reward and window, how it ended. */
export function MissionSummary({ mission }: { mission: StaffMission }) {
  const id = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={id} data-testid="mission-summary">
      <Heading as="h2" size="md" id={id}>
        وضعیت مأموریت
      </Heading>
      <Box alignSelf="flex-start">
        <MissionStateBadge state={mission.state} />
      </Box>
      <SimpleGrid columns={2} gap="3">
        <Count label="در مسیر" value={mission.onTheWay} help="عضو با پیشرفت، هنوز نرسیده" testId="on-the-way" />
        <Count label="انجام‌داده" value={mission.done} help="عضو که جایزه گرفته است" testId="done" />
      </SimpleGrid>
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>هدف</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatNumber(mission.target)} {goalUnit[mission.kind]}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>جایزه</DataList.ItemLabel>
          <DataList.ItemValue>{formatNumber(mission.points)} کلروفیل</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>بازه</DataList.ItemLabel>
          <DataList.ItemValue>
            <MissionWindow startsAt={mission.startsAt} endsAt={mission.endsAt} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>ساخته‌شده</DataList.ItemLabel>
          <DataList.ItemValue>
            {/* One run of text: the value is a flex box, which would drop the spaces between parts. */}
            <Text as="span">
              <bdi>{formatJalaliDateTime(mission.createdAt)}</bdi>
              {mission.createdBy ? ` توسط ${toPersianDigits(mission.createdBy)}` : ''}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {mission.endedAt && (
        <Text borderWidth="1px" borderRadius="l2" padding="3" data-testid="end-note">
          زودتر از موعد در <bdi>{formatJalaliDateTime(mission.endedAt)}</bdi>
          {mission.endedBy && (
            <>
              {' '}
              توسط <bdi>{toPersianDigits(mission.endedBy)}</bdi>
            </>
          )}{' '}
          پایان یافت؛ دلیل: {mission.endReason}
        </Text>
      )}
    </Stack>
  );
}
