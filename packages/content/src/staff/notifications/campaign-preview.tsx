import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@clorofil/api-client';
import { ToastCard } from '@clorofil/ui-rtl';
import type { ComponentProps } from 'react';

// The toast members see, as a sample: the same card `notify` shows them on their next page.
const sampleToast = { id: 'campaign-preview', visible: true } as ComponentProps<typeof ToastCard>['t'];

const widths = [
  { label: 'رایانه', width: '420px' },
  { label: 'تلفن همراه (۳۹۰ پیکسل)', width: '358px' },
] as const;

/** How members will see the notification: a toast at the top of their next page. */
export function CampaignPreview({ type, message }: { type: Notification['type']; message: string }) {
  const text = message.trim();
  return (
    <Stack as="section" gap="3" aria-labelledby="campaign-preview-title">
      <Heading as="h2" size="md" id="campaign-preview-title">
        پیش‌نمایش برای اعضا
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        اعضا این پیام را یک بار، در نخستین صفحه‌ای که پس از آغاز باز می‌کنند، به این شکل می‌بینند. متن همان‌طور که نوشته
        شده نمایش داده می‌شود (بدون قالب‌بندی).
      </Text>
      {text ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="campaign-preview">
          {widths.map((frame) => (
            <Stack key={frame.label} gap="1" minWidth="0">
              <Text fontSize="xs" color="fg.secondary">
                {frame.label}
              </Text>
              <Box
                bg="bg.muted"
                borderRadius="l3"
                padding="4"
                maxWidth={frame.width}
                width="full"
                display="flex"
                justifyContent="center"
                overflow="hidden"
              >
                <ToastCard t={sampleToast} kind={type} message={text} sample />
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Text fontSize="sm" color="fg.secondary">
          متن اعلان را بنویسید تا پیش‌نمایش آن را ببینید.
        </Text>
      )}
    </Stack>
  );
}
