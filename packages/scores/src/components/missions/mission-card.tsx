import { Badge, Box, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Mission, PublicMission } from '@clorofil/api-client';
import { formatJalaliDate, formatNumber, Num } from '@clorofil/ui-rtl';
import { CalendarRange, CircleCheck, ClipboardCheck, ShoppingBag, Target } from 'lucide-react';
import { memo } from 'react';

const UNIT: Record<Mission['kind'], string> = { items: 'کالا', surveys: 'نظرسنجی' };
/** «N … more»: the unit with its ezafe. */
const MORE: Record<Mission['kind'], string> = { items: 'کالای دیگر', surveys: 'نظرسنجی دیگر' };

/** `endsAt` is the first instant after the window, so the last day shown is the one before it. */
function windowText(mission: Mission | PublicMission): string {
  const lastDay = new Date(new Date(mission.endsAt).getTime() - 1);
  return `${formatJalaliDate(mission.startsAt, 'long')} تا ${formatJalaliDate(lastDay, 'long')}`;
}

/** A mission as anyone sees it (no progress yet) or with the member's progress. */
export type MissionCardProps = { mission: Mission | PublicMission };

const hasProgress = (mission: Mission | PublicMission): mission is Mission => 'progress' in mission;

/**
 * One open mission: what it asks, its window, the points, how far the member is and what is left.
 * Without the member's progress (a stand-in until it arrives) the progress and the last line are
 * placeholders of their own height, so the card keeps its size when they fill in.
 */
export const MissionCard = memo(function MissionCard({ mission }: MissionCardProps) {
  const member = hasProgress(mission) ? mission : null;
  const done = member?.completedAt != null;
  const KindIcon = mission.kind === 'items' ? ShoppingBag : ClipboardCheck;
  const progressText = `${formatNumber(member?.progress ?? 0)} از ${formatNumber(mission.target)} ${UNIT[mission.kind]}`;
  return (
    <Stack
      as="li"
      gap="3"
      padding="4"
      borderRadius="l3"
      borderWidth="1px"
      borderColor={done ? 'brand.muted' : 'border'}
      bg="bg.card"
      data-testid="mission-card"
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="2" align="start">
          <Box color="brand.fg" marginBlockStart="0.5">
            <KindIcon size={20} aria-hidden="true" />
          </Box>
          <Text as="h3" fontWeight="bold">
            {mission.title}
          </Text>
        </HStack>
        <Badge colorPalette="brand" variant="subtle" size="lg" flexShrink="0">
          <bdi>{`+${formatNumber(mission.points)}`}</bdi> کلروفیل
        </Badge>
      </HStack>
      {mission.description && (
        <Text fontSize="sm" color="fg.muted">
          {mission.description}
        </Text>
      )}
      <HStack gap="1.5" fontSize="sm" color="fg.muted">
        <CalendarRange size={16} aria-hidden="true" />
        <Text as="span">{windowText(mission)}</Text>
      </HStack>
      <Progress.Root
        // Unknown until the member's progress arrives: no value (not a made-up 0), the track a placeholder.
        value={member ? member.progress : null}
        max={mission.target}
        colorPalette="brand"
        size="sm"
        aria-label={`پیشرفت مأموریت «${mission.title}»`}
      >
        <HStack justify="space-between" marginBlockEnd="1.5" fontSize="sm">
          <Progress.Label>پیشرفت شما</Progress.Label>
          {member ? (
            <Progress.ValueText>{progressText}</Progress.ValueText>
          ) : (
            <Skeleton asChild>
              <Text as="span">{progressText}</Text>
            </Skeleton>
          )}
        </HStack>
        {member ? (
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        ) : (
          <Skeleton asChild borderRadius="full">
            <Progress.Track />
          </Skeleton>
        )}
      </Progress.Root>
      {/* One line in every state, so the card never grows when the member's progress arrives. */}
      {!member ? (
        <Skeleton height="5" width="60%" data-testid="mission-status-loading" />
      ) : done ? (
        <HStack gap="1.5" color="brand.fg" fontSize="sm" fontWeight="bold" data-testid="mission-done">
          <CircleCheck size={18} aria-hidden="true" />
          <Text as="span">
            انجام شد؛ <Num value={mission.points} /> کلروفیل گرفتید.
          </Text>
        </HStack>
      ) : (
        <HStack gap="1.5" fontSize="sm" color="fg.muted" data-testid="mission-left">
          <Target size={18} aria-hidden="true" />
          <Text as="span">
            <Num value={mission.target - member.progress} /> {MORE[mission.kind]} تا <Num value={mission.points} />{' '}
            کلروفیل
          </Text>
        </HStack>
      )}
    </Stack>
  );
});
