import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';
import { Hourglass, RotateCcw, Sprout, TrendingDown, TrendingUp } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { useScoreSummary } from '../../api/use-scores-data';
import { SummaryTile } from './summary-tile';

const TILES = [
  { field: 'balance', label: 'موجودی قابل استفاده', icon: Sprout, emphasis: true },
  { field: 'received', label: 'دریافت‌شده', icon: TrendingUp },
  { field: 'spent', label: 'خرج‌شده', icon: TrendingDown },
  { field: 'pending', label: 'در انتظار', icon: Hourglass },
] as const;

/**
 * Balance, received, spent and pending at the top of «کلروفیل‌های من»: four tiles of one height
 * loading or loaded (the pending orders themselves are listed further down the page).
 */
export const ScoreSummary = memo(function ScoreSummary() {
  const summary = useScoreSummary();
  // The tiles take the answer in a deferred render (a transition, in slices of a few milliseconds):
  // the answer's own update is synchronous, and in it the tiles (memo) are the ones already shown.
  const status = useDeferredValue(summary.status);
  const data = useDeferredValue(summary.data);

  if (status === 'error') {
    return (
      <MessageView icon="error" message="در دریافت خلاصهٔ کلروفیل‌ها خطایی رخ داد" subMessage="لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={() => void summary.refetch()}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  const loading = status === 'pending';
  const tiles = (
    <SimpleGrid
      as="ul"
      {...(loading ? { 'aria-hidden': true } : { 'aria-label': 'خلاصهٔ کلروفیل‌ها' })}
      columns={{ base: 2, md: 4 }}
      gap="3"
      listStyleType="none"
      padding="0"
      margin="0"
    >
      {TILES.map((tile) => (
        <SummaryTile
          key={tile.field}
          label={tile.label}
          icon={tile.icon}
          emphasis={'emphasis' in tile}
          value={data?.[tile.field] ?? 0}
          loading={loading}
        />
      ))}
    </SimpleGrid>
  );
  if (!loading) return tiles;
  return (
    <Box role="status" aria-busy="true">
      <Box srOnly>در حال بارگذاری خلاصهٔ کلروفیل‌ها…</Box>
      {tiles}
    </Box>
  );
});
