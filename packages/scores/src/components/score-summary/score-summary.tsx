import { Box, Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';
import { Hourglass, RotateCcw, Sprout, TrendingDown, TrendingUp } from 'lucide-react';
import { useScoreSummary } from '../../api/use-scores-data';
import { SummaryTile } from './summary-tile';

/**
 * Balance, received, spent and pending at the top of «کلروفیل‌های من»: four tiles of one height
 * loading or loaded (the pending orders themselves are listed further down the page).
 */
export function ScoreSummary() {
  const summary = useScoreSummary();

  if (summary.isError) {
    return (
      <MessageView icon="error" message="در دریافت خلاصهٔ کلروفیل‌ها خطایی رخ داد" subMessage="لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={() => void summary.refetch()}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  if (summary.isPending) {
    return (
      <Box role="status" aria-busy="true">
        <Box srOnly>در حال بارگذاری خلاصهٔ کلروفیل‌ها…</Box>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-hidden="true">
          {/* Built like SummaryTile, its text hidden: the same height at every width. */}
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} asChild borderRadius="l3">
              <Box padding="4" borderWidth="1px">
                <Text fontSize="sm">موجودی</Text>
                <Text marginBlockStart="2" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
                  ۰
                </Text>
              </Box>
            </Skeleton>
          ))}
        </SimpleGrid>
      </Box>
    );
  }

  const { balance, received, spent, pending } = summary.data;
  return (
    <SimpleGrid
      as="ul"
      aria-label="خلاصهٔ کلروفیل‌ها"
      columns={{ base: 2, md: 4 }}
      gap="3"
      listStyleType="none"
      padding="0"
      margin="0"
    >
      <SummaryTile label="موجودی قابل استفاده" value={balance} icon={Sprout} emphasis />
      <SummaryTile label="دریافت‌شده" value={received} icon={TrendingUp} />
      <SummaryTile label="خرج‌شده" value={spent} icon={TrendingDown} />
      <SummaryTile label="در انتظار" value={pending} icon={Hourglass} />
    </SimpleGrid>
  );
}
