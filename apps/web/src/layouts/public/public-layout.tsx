import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { usePageLinks } from './page-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout of everything a visitor can read: header, the page, footer. */
export function PublicLayout() {
  const links = usePageLinks();
  return (
    <Flex direction="column" minHeight="100dvh">
      <SiteHeader links={links.header} />
      <Box as="main" flex="1" paddingBlock={{ base: '4', md: '8' }}>
        <Container maxWidth="6xl" paddingInline={{ base: '4', md: '6' }}>
          <Outlet />
        </Container>
      </Box>
      <SiteFooter links={links.footer} />
    </Flex>
  );
}
