import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { House, Inbox, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MessageViewIcon = 'empty' | 'error' | ReactNode;

export type MessageViewProps = {
  /** 'empty' for an empty list, 'error' for a failure, or any node (e.g. an illustration). */
  icon?: MessageViewIcon;
  message: ReactNode;
  subMessage?: ReactNode;
  /** Shows 'بازگشت به صفحه اصلی', a link to '/'. */
  showHomeButton?: boolean;
  /** Extra actions, e.g. a retry button. */
  children?: ReactNode;
};

function IconSlot({ icon }: { icon: MessageViewIcon }) {
  if (icon === 'empty') return <Inbox size={56} strokeWidth={1.4} aria-hidden="true" />;
  if (icon === 'error') return <ServerCrash size={56} strokeWidth={1.4} aria-hidden="true" />;
  return <>{icon}</>;
}

/** The one empty/error/info view of the product (SPEC §2), centred in whatever holds it. */
export function MessageView({ icon, message, subMessage, showHomeButton, children }: MessageViewProps) {
  const isError = icon === 'error';
  return (
    <VStack
      role={isError ? 'alert' : undefined}
      gap="3"
      paddingBlock="10"
      paddingInline="4"
      textAlign="center"
      data-testid="message-view"
    >
      {icon !== undefined && (
        <Box color={isError ? 'fg.error' : 'brand.600'} data-icon={typeof icon === 'string' ? icon : 'custom'}>
          <IconSlot icon={icon} />
        </Box>
      )}
      <Heading as="p" size="md" fontWeight="bold">
        {message}
      </Heading>
      {subMessage && (
        <Text color="fg.secondary" fontSize="sm" maxWidth="48ch">
          {subMessage}
        </Text>
      )}
      {children}
      {showHomeButton && (
        <Button asChild colorPalette="brand" marginBlockStart="2">
          <Link to="/">
            <House size={18} aria-hidden="true" />
            بازگشت به صفحه اصلی
          </Link>
        </Button>
      )}
    </VStack>
  );
}
