import { Text } from '@chakra-ui/react';
import { formatJalaliDateTime } from '@clorofil/ui-rtl';

/** A window as operators read it: Jalali date and Tehran time of both edges. */
export function MissionWindow({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  return (
    <Text as="span">
      از <bdi>{formatJalaliDateTime(startsAt)}</bdi> تا <bdi>{formatJalaliDateTime(endsAt)}</bdi>
    </Text>
  );
}
