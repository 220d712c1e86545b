import { Spinner, VStack, Text } from '@chakra-ui/react';

/** Shown while the first page's code arrives (the router's HydrateFallback). */
export function RouteLoader() {
  return (
    <VStack role="status" aria-live="polite" gap="3" paddingBlock="24">
      <Spinner size="lg" color="brand.600" aria-hidden="true" />
      <Text color="fg.secondary">لطفاً چند لحظه صبر کنید…</Text>
    </VStack>
  );
}
