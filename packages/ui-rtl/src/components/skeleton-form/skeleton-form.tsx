import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';

export type SkeletonFormProps = {
  /** How many label-and-field rows to draw; defaults to 4. */
  fields?: number;
  /** What is loading, read to screen readers: defaults to 'در حال بارگذاری…'. */
  label?: string;
};

/**
 * The shape of a form in its card while it loads — labels, fields and the save button — with the
 * card's own padding and border, so the form takes its place without a change of frame.
 */
export function SkeletonForm({ fields = 4, label = 'در حال بارگذاری…' }: SkeletonFormProps) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="skeleton-form"
      padding={{ base: '4', md: '6' }}
      bg="bg.card"
      borderWidth="1px"
      borderRadius="l3"
    >
      <Text srOnly>{label}</Text>
      <Stack gap="6" aria-hidden="true">
        {Array.from({ length: fields }, (_, index) => (
          <Stack key={index} gap="2" data-testid="skeleton-field">
            <Skeleton height="4" width="24" />
            <Skeleton height="10" borderRadius="l2" />
          </Stack>
        ))}
        <Skeleton height="10" width={{ base: 'full', md: '40' }} borderRadius="l2" />
      </Stack>
    </Box>
  );
}
