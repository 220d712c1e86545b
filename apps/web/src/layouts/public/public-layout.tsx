import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { usePageLinks } from './page-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/**
 * The layout of everything a visitor can read: header, the page, footer. Pages own their width
 * (a Container of their choice), so a home band can run edge to edge and an article stay narrow.
 */
export function PublicLayout() {
  const links = usePageLinks();
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      <SiteHeader links={links.header} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" width="100%">
        <Outlet />
      </Box>
      <SiteFooter links={links.footer} />
    </Flex>
  );
}
