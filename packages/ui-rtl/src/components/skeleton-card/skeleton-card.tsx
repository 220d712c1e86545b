import { Box, Grid, Skeleton, SkeletonText, Stack, Text, type GridProps } from '@chakra-ui/react';

/** The shape of a reward card while it loads: image, title, two lines of detail, a button. */
export function SkeletonCard() {
  return (
    <Box data-testid="skeleton-card" bg="bg.card" borderRadius="l3" borderWidth="1px" overflow="hidden">
      <Skeleton height="140px" borderRadius="0" />
      <Stack padding="4" gap="3">
        <Skeleton height="5" width="70%" />
        <SkeletonText noOfLines={2} gap="2" />
        <Skeleton height="9" borderRadius="l2" />
      </Stack>
    </Box>
  );
}

export type SkeletonListProps = {
  /** SPEC §9: the rewards list shows five. */
  count?: number;
  /** What is loading, read to screen readers: defaults to 'در حال بارگذاری…'. */
  label?: string;
  columns?: GridProps['templateColumns'];
};

/** A grid of card skeletons that tells assistive technology something is loading. */
export function SkeletonList({ count = 5, label = 'در حال بارگذاری…', columns }: SkeletonListProps) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <Text srOnly>{label}</Text>
      <Grid
        aria-hidden="true"
        gap="4"
        templateColumns={columns ?? { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }}
      >
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Grid>
    </Box>
  );
}
