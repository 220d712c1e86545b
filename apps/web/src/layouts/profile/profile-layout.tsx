import { Box, Flex } from '@chakra-ui/react';
import { BOTTOM_BAR_HEIGHT_VAR, useIsMobile } from '@clorofil/ui-rtl';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { DashboardHeader } from './dashboard-header';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/**
 * The member's area (SPEC §2): the side menu on desktop, the fixed bottom bar and a menu drawer on
 * phones (under 768px). Mounted inside RequireAuth, for a signed-in member. The page is a Suspense
 * boundary, so a part of it that suspends never hides the header and the menus.
 */
export function ProfileLayout() {
  const isMobile = useIsMobile();
  useEffect(() => {
    if (!isMobile) return;
    // A control reached with Tab is scrolled into view above the fixed bottom bar, not under it
    // (WCAG 2.4.11: the dashboard's «همهٔ کلروفیل‌ها» sat behind the bar once the list came last).
    // Toasts rise above the bar too (ui-rtl's toaster reads the height).
    const root = document.documentElement;
    root.style.scrollPaddingBlockEnd = BOTTOM_NAV_HEIGHT;
    root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, BOTTOM_NAV_HEIGHT);
    return () => {
      root.style.scrollPaddingBlockEnd = '';
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [isMobile]);
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      <DashboardHeader />
      <Flex flex="1" width="100%" maxWidth="7xl" marginInline="auto" gap="6" paddingInline={{ base: '0', md: '6' }}>
        {!isMobile && (
          <Box as="aside" width="18rem" flexShrink={0} paddingBlock="6">
            <Box position="sticky" insetBlockStart="20">
              <SideMenu />
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
          </Suspense>
        </Box>
      </Flex>
      {isMobile && <BottomNav />}
    </Flex>
  );
}
