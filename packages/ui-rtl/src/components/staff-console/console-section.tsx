import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export type ConsoleSectionProps = {
  title: string;
  /** What the part shows or how it is counted, under the title. */
  description?: ReactNode;
  /** An anchor for the page's table of contents. */
  anchor?: string;
  /** Buttons beside the title (an export, a form's opener). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of a console page: a titled card, a landmark a screen reader can jump to. */
export function ConsoleSection({ title, description, anchor, actions, children }: ConsoleSectionProps) {
  const id = useId();
  return (
    <Stack
      as="section"
      id={anchor}
      aria-labelledby={id}
      gap="3"
      padding={{ base: '3', md: '5' }}
      bg="bg.card"
      borderWidth="1px"
      borderRadius="l3"
      scrollMarginTop="20"
      minWidth="0"
    >
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={id} flex="1">
          {title}
        </Heading>
        {actions}
      </Flex>
      {description && (
        <Text color="fg.secondary" fontSize="sm">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
