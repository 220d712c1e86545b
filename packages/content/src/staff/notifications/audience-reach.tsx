import { Alert, Box, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { CampaignAudience } from '@clorofil/api-client';
import { campaignAudienceLabels, mobileListErrors, parseMobileList } from '@clorofil/api-client/contract';
import { formatNumber } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { campaignQueries } from './queries';

/** The value after the operator stops typing for a moment: one count per pause, not per key. */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A list's entries the server or the form refused, by entry, in the order they were pasted. */
export function MobileProblems({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors).sort(([a], [b]) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
  if (entries.length === 0) return null;
  return (
    <Alert.Root status="error" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>این شماره‌ها پذیرفته نمی‌شوند؛ تا درست یا حذف نشوند چیزی ارسال نمی‌شود:</Alert.Title>
        <Alert.Description>
          <List.Root listStyleType="none" marginBlockStart="1" gap="0.5" data-testid="mobile-problems">
            {entries.map(([key, message]) => (
              <List.Item key={key}>
                سطر {formatNumber(Number(key.split('.')[1]))}: {message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * How many members the audience reaches, asked of the API once the operator pauses; for a list,
 * the malformed entries (found here) and the mobiles of no member (found by the API).
 */
export function AudienceReach({ audience, mobiles }: { audience: CampaignAudience; mobiles: string }) {
  const settled = useSettled({ audience, mobiles: audience === 'mobiles' ? mobiles : '' });
  const parsed = useMemo(() => parseMobileList(settled.mobiles), [settled.mobiles]);
  const malformed = mobileListErrors(parsed.invalid);
  const askable = settled.audience !== 'mobiles' || parsed.mobiles.length > 0;
  const reach = useQuery({ ...campaignQueries.reach(settled), enabled: askable });
  const errors = { ...(reach.data?.errors ?? {}), ...malformed };

  return (
    <Stack gap="2">
      <Box aria-live="polite" minHeight="6">
        {!askable ? (
          <Text fontSize="sm" color="fg.secondary">
            شماره‌های موبایل اعضا را بچسبانید تا شمار مخاطبان را ببینید.
          </Text>
        ) : reach.isPending ? (
          <Text fontSize="sm" color="fg.secondary" display="flex" gap="2" alignItems="center">
            <Spinner size="xs" /> در حال شمردن مخاطبان…
          </Text>
        ) : reach.isError ? (
          <Text fontSize="sm" color="fg.error">
            شمار مخاطبان دریافت نشد؛ ارسال همچنان ممکن است.
          </Text>
        ) : (
          <Text fontSize="sm" fontWeight="bold" data-testid="audience-count">
            این اعلان به {formatNumber(reach.data.count)} عضو ({campaignAudienceLabels[settled.audience]}) می‌رسد.
          </Text>
        )}
      </Box>
      {settled.audience === 'mobiles' && <MobileProblems errors={errors} />}
    </Stack>
  );
}
