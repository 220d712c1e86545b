import { Box, Flex } from '@chakra-ui/react';
import { useIsMobile } from '@clorofil/ui-rtl';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { DashboardHeader } from './dashboard-header';
import { SideMenu } from './side-menu';
import { ReportHydrated } from '../../hydration/report-hydrated';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/**
 * The member's area (SPEC §2): the side menu on desktop, the fixed bottom bar and a menu drawer on
 * phones (under 768px). Mounted inside RequireAuth: a signed-in member, or on a page the server
 * rendered for the member hint, one whose session is still being read (the member's parts load).
 *
 * Header, menu and page are Suspense boundaries, as in the public layout: on a page the server
 * rendered, React hydrates each later and in slices instead of the whole page in one long task.
 */
export function ProfileLayout() {
  const isMobile = useIsMobile();
  useEffect(() => {
    if (!isMobile) return;
    // A control reached with Tab is scrolled into view above the fixed bottom bar, not under it
    // (WCAG 2.4.11: the dashboard's «همهٔ کلروفیل‌ها» sat behind the bar once the list came last).
    const root = document.documentElement;
    root.style.scrollPaddingBlockEnd = BOTTOM_NAV_HEIGHT;
    return () => {
      root.style.scrollPaddingBlockEnd = '';
    };
  }, [isMobile]);
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      <Suspense>
        <DashboardHeader />
        <ReportHydrated part="header" />
      </Suspense>
      <Flex flex="1" width="100%" maxWidth="7xl" marginInline="auto" gap="6" paddingInline={{ base: '0', md: '6' }}>
        {!isMobile && (
          <Box as="aside" width="18rem" flexShrink={0} paddingBlock="6">
            <Box position="sticky" insetBlockStart="20">
              <Suspense>
                <SideMenu />
                <ReportHydrated part="menu" />
              </Suspense>
            </Box>
          </Box>
        )}
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          minWidth="0"
          paddingBlock={{ base: '4', md: '6' }}
          paddingInline={{ base: '4', md: '0' }}
          paddingBlockEnd={isMobile ? `calc(${BOTTOM_NAV_HEIGHT} + 1.5rem)` : '10'}
        >
          <Suspense>
            <Outlet />
            <ReportHydrated part="page" />
          </Suspense>
        </Box>
      </Flex>
      {isMobile && (
        <Suspense>
          <BottomNav />
          <ReportHydrated part="menu" />
        </Suspense>
      )}
    </Flex>
  );
}
