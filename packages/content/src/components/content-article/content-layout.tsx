import { Box, Container, Text } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';

export type ContentLayoutProps = {
  title?: string;
  description?: string;
  /** Off in the console's preview: the page drawn there must not rename the console's tab. */
  documentTitle?: boolean;
  children: ReactNode;
};

/** The frame of every public content page: a readable column, the title and the body card. */
export function ContentLayout({ title, description, documentTitle = true, children }: ContentLayoutProps) {
  return (
    <Container maxWidth="3xl" paddingBlock={{ base: '4', md: '8' }} paddingInline={{ base: '4', md: '6' }}>
      {title && (
        <>
          {documentTitle && <title>{`${title} | باشگاه مشتریان`}</title>}
          <PageHeader title={title} />
        </>
      )}
      {description && (
        <Text color="fg.secondary" marginBlockStart="-2" marginBlockEnd="5">
          {description}
        </Text>
      )}
      <Box bg="bg.card" borderRadius="l3" borderWidth="1px" padding={{ base: '5', md: '8' }}>
        {children}
      </Box>
    </Container>
  );
}
