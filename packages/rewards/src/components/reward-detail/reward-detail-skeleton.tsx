import { Box, Grid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';

/** The detail page's shape while the catalogue loads. */
export function RewardDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <Text srOnly>در حال بارگذاری جایزه…</Text>
      <Grid
        aria-hidden="true"
        templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap={{ base: '5', md: '8' }}
      >
        <Skeleton aspectRatio="4 / 3" borderRadius="l3" />
        <Stack gap="4">
          <Skeleton height="6" width="30%" />
          <SkeletonText noOfLines={4} gap="3" />
          <Skeleton height="12" width={{ base: '100%', md: '40%' }} borderRadius="l2" />
          <SkeletonText noOfLines={3} gap="3" />
        </Stack>
      </Grid>
    </Box>
  );
}
