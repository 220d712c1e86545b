import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { Mission } from '@clorofil/api-client';
import { formatJalaliDate, formatNumber, Num } from '@clorofil/ui-rtl';
import { CalendarRange, CircleCheck, ClipboardCheck, ShoppingBag } from 'lucide-react';

const UNIT: Record<Mission['kind'], string> = { items: 'کالا', surveys: 'نظرسنجی' };

/** `endsAt` is the first instant after the window, so the last day shown is the one before it. */
function windowText(mission: Mission): string {
  const lastDay = new Date(new Date(mission.endsAt).getTime() - 1);
  return `${formatJalaliDate(mission.startsAt, 'long')} تا ${formatJalaliDate(lastDay, 'long')}`;
}

export type MissionCardProps = { mission: Mission };

/** One open mission: what it asks, its window, the points, and how far the member is. */
export function MissionCard({ mission }: MissionCardProps) {
  const done = mission.completedAt !== null;
  const KindIcon = mission.kind === 'items' ? ShoppingBag : ClipboardCheck;
  const progressText = `${formatNumber(mission.progress)} از ${formatNumber(mission.target)} ${UNIT[mission.kind]}`;
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
        value={mission.progress}
        max={mission.target}
        colorPalette="brand"
        size="sm"
        aria-label={`پیشرفت مأموریت «${mission.title}»`}
      >
        <HStack justify="space-between" marginBlockEnd="1.5" fontSize="sm">
          <Progress.Label>پیشرفت شما</Progress.Label>
          <Progress.ValueText>{progressText}</Progress.ValueText>
        </HStack>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {done && (
        <HStack gap="1.5" color="brand.fg" fontSize="sm" fontWeight="bold" data-testid="mission-done">
          <CircleCheck size={18} aria-hidden="true" />
          <Text as="span">
            انجام شد؛ <Num value={mission.points} /> کلروفیل به حساب شما اضافه شد.
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
