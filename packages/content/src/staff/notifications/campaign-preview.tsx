import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@clorofil/api-client';
import { ToastCard, toastMessage } from '@clorofil/ui-rtl';
import type { ComponentProps } from 'react';

// The toast members see, as a sample: the same card `notify` shows them on their next page, with
// the same message drawn by the same `toastMessage` the app calls for a notice from the server.
const sampleToast = { id: 'campaign-preview', visible: true } as ComponentProps<typeof ToastCard>['t'];

const widths = [
  { label: 'رایانه', width: '420px' },
  { label: 'تلفن همراه (۳۹۰ پیکسل)', width: '358px' },
] as const;

export type CampaignPreviewProps = {
  type: Notification['type'];
  /** The message's text. */
  text: string;
  /**
   * Its HTML of the toast subset, as members get it: a saved campaign's (the API sanitised it),
   * or, while it is written, the editor's with its paragraphs as lines (the editor writes only
   * what its schema holds — paragraphs, bold, https links — with the text escaped).
   */
  html: string | null;
};

/** How members will see the notification: a toast at the top of their next page, at both widths. */
export function CampaignPreview({ type, text, html }: CampaignPreviewProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby="campaign-preview-title">
      <Heading as="h2" size="md" id="campaign-preview-title">
        پیش‌نمایش برای اعضا
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        اعضا این پیام را یک بار، در نخستین صفحه‌ای که پس از آغاز باز می‌کنند، به این شکل می‌بینند؛ با همین متن پررنگ و
        همین پیوندها، و هر بند در یک سطر.
      </Text>
      {text.trim() ? (
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
                <ToastCard t={sampleToast} kind={type} message={toastMessage(text.trim(), html)} sample />
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
