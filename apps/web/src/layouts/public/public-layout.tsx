import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePageLinks } from './page-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/**
 * The layout of everything a visitor can read: header, the page, footer. Pages own their width
 * (a Container of their choice), so a home band can run edge to edge and an article stay narrow.
 * The page is a Suspense boundary, so a part of it that suspends never hides the header and footer.
 */
export function PublicLayout() {
  const links = usePageLinks();
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      <SiteHeader links={links.header} />
      {/* At least a screen under the header: the footer starts below the fold, so a page that
          grows as its content arrives (a browser-rendered visit, a client-side navigation)
          never pushes a visible footer down (the issue measured CLS 0.43 on the FAQ). */}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        width="100%"
        minHeight={{ base: 'calc(100dvh - 3.5rem)', md: 'calc(100dvh - 4rem)' }}
      >
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter links={links.footer} />
    </Flex>
  );
}
