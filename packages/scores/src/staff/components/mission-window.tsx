import { Stack, Text } from '@chakra-ui/react';
import { formatJalaliDateTime } from '@clorofil/ui-rtl';

/** A window as operators read it: Jalali date and Tehran time of both edges, one edge a line. */
export function MissionWindow({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  return (
    <Stack as="span" gap="0">
      <Text as="span" whiteSpace="nowrap">
        از <bdi>{formatJalaliDateTime(startsAt)}</bdi>
      </Text>
      <Text as="span" whiteSpace="nowrap">
        تا <bdi>{formatJalaliDateTime(endsAt)}</bdi>
      </Text>
    </Stack>
  );
}
