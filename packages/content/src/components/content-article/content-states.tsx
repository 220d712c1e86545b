import { Box, Button, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { MessageView } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';

export type ArticleSkeletonProps = { label?: string };

/** The shape of a title and a few paragraphs while a page loads. */
export function ArticleSkeleton({ label = 'در حال بارگذاری صفحه…' }: ArticleSkeletonProps) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite" data-testid="article-skeleton">
      <Text srOnly>{label}</Text>
      <Stack gap="5" aria-hidden="true">
        <Skeleton height="8" width="45%" />
        <SkeletonText noOfLines={4} gap="3" />
        <SkeletonText noOfLines={3} gap="3" />
      </Stack>
    </Box>
  );
}

export type ContentErrorProps = { onRetry: () => void; subMessage?: string };

/** A page that could not be loaded, with a way to try again (SPEC §8 generic error). */
export function ContentError({ onRetry, subMessage }: ContentErrorProps) {
  return (
    <MessageView
      icon="error"
      message="خطایی رخ داد…"
      subMessage={subMessage ?? 'دریافت محتوای این صفحه ممکن نشد. لطفاً دوباره تلاش کنید.'}
      showHomeButton
    >
      <Button variant="outline" colorPalette="brand" onClick={onRetry}>
        <RotateCcw size={18} aria-hidden="true" />
        تلاش دوباره
      </Button>
    </MessageView>
  );
}
