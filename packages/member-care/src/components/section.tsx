import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export type SectionProps = {
  title: string;
  /** An anchor for the page's table of contents. */
  anchor: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of the member page: a titled card, a landmark a screen reader can jump to. */
export function Section({ title, anchor, actions, children }: SectionProps) {
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
      {children}
    </Stack>
  );
}
