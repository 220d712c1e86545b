import { Box, Flex, Heading, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { useIsMobile } from '@clorofil/ui-rtl';
import { CircleUserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../brand/logo';
import { MenuDrawer } from '../menu-drawer';
import { SideMenu } from './side-menu';

export const CLUB_TITLE = 'باشگاه مشتریان';

function ProfileMenuDrawer() {
  return <MenuDrawer title={CLUB_TITLE}>{(close) => <SideMenu onNavigate={close} />}</MenuDrawer>;
}

/** The profile layout's header: logo, «باشگاه مشتریان», and on phones the account icon and menu. */
export function DashboardHeader() {
  const isMobile = useIsMobile();
  return (
    <Box
      as="header"
      position="sticky"
      insetBlockStart="0"
      zIndex="sticky"
      bg="bg.card"
      borderBottomWidth="1px"
      shadow="xs"
    >
      <Flex align="center" gap="3" minHeight={{ base: '14', md: '16' }} paddingInline={{ base: '2', md: '6' }}>
        {isMobile && <ProfileMenuDrawer />}
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
