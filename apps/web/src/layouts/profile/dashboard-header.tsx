import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Link as ChakraLink, Portal } from '@chakra-ui/react';
import { paths, useIsMobile } from '@clorofil/ui-rtl';
import { CircleUserRound, Menu as MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../brand/logo';
import { SideMenu } from './side-menu';

export const CLUB_TITLE = 'باشگاه مشتریان';

function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Any page change (a menu link, the bottom bar, back) closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="باز کردن منو" variant="ghost">
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{CLUB_TITLE}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body paddingBlockEnd="6">
              <SideMenu onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="بستن منو" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The profile layout's header: logo, «باشگاه مشتریان», and on phones the account icon and menu. */
export function DashboardHeader() {
  const isMobile = useIsMobile();
  return (
    <Box as="header" position="sticky" insetBlockStart="0" zIndex="sticky" bg="bg.card" borderBottomWidth="1px" shadow="xs">
      <Flex align="center" gap="3" minHeight={{ base: '14', md: '16' }} paddingInline={{ base: '2', md: '6' }}>
        {isMobile && <MenuDrawer />}
        <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label="کلروفیل، صفحهٔ اصلی">
          <RouterLink to={paths.home}>
            <Logo size={isMobile ? 30 : 36} markOnly={isMobile} />
          </RouterLink>
        </ChakraLink>
        <Heading as="p" size={{ base: 'sm', md: 'md' }} fontWeight="bold" color="fg" flex="1" truncate>
          {CLUB_TITLE}
        </Heading>
        {isMobile && (
          <IconButton asChild aria-label="اطلاعات کاربری" variant="ghost" color="brand.700">
            <RouterLink to={paths.account}>
              <CircleUserRound aria-hidden="true" />
            </RouterLink>
          </IconButton>
        )}
      </Flex>
    </Box>
  );
}
