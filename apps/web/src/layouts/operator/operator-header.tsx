import { Box, Button, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { useAuthActions, useSessionStore } from '@clorofil/auth';
import { toPersianDigits, useIsMobile } from '@clorofil/ui-rtl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../brand/logo';
import { SignOutIcon } from '../../brand/door-icons';
import { useStaffMe } from '../../navigation/use-staff-me';
import { MenuDrawer } from '../menu-drawer';
import { OperatorNav } from './operator-nav';

export const CONSOLE_TITLE = 'کنسول مدیریت';

function OperatorMenuDrawer() {
  return <MenuDrawer title={CONSOLE_TITLE}>{(close) => <OperatorNav onNavigate={close} />}</MenuDrawer>;
}

/** The console's header: its name, the staff member's mobile and «خروج»; on phones the menu too. */
export function OperatorHeader() {
  const isMobile = useIsMobile();
  const me = useStaffMe();
  const { signOut } = useAuthActions();
  const signingOut = useSessionStore((state) => state.signingOut);
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
        {isMobile && <OperatorMenuDrawer />}
        <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label="کلروفیل، صفحهٔ اصلی">
          <RouterLink to={paths.home}>
            <Logo size={isMobile ? 30 : 36} markOnly />
          </RouterLink>
        </ChakraLink>
        <Heading as="p" size={{ base: 'sm', md: 'md' }} fontWeight="bold" color="fg" flex="1" truncate>
          {CONSOLE_TITLE}
        </Heading>
        {me.data && (
          <Text color="fg.secondary" fontSize="sm" aria-label="موبایل شما">
            <bdi>{toPersianDigits(me.data.mobile)}</bdi>
          </Text>
        )}
        <Button
          variant="ghost"
          color="fg.error"
          size="sm"
          minHeight="11"
          disabled={signingOut}
          onClick={() => void signOut()}
        >
          <SignOutIcon size={18} />
          خروج
        </Button>
      </Flex>
    </Box>
  );
}
