import { Link as ChakraLink, Separator, Stack } from '@chakra-ui/react';
import { useAuthActions, useMember, useSessionStore } from '@clorofil/auth';
import { Logo } from '../../brand/logo';
import { MenuDrawer } from '../menu-drawer';
import { MenuLink } from '../menu-link';
import { consoleEntry } from '../../navigation/console-entry';
import { useMenu } from '../../navigation/navigation-context';
import { useIsStaff } from '../../navigation/use-staff-me';
import { AccountActions } from './account-actions';
import { PageLink } from './page-link';
import type { PublicLink } from './page-links';
import { SignOutIcon } from '../../brand/door-icons';

export type MobileDrawerProps = { links: readonly PublicLink[] };

const linkStyle = { paddingBlock: '2', fontWeight: 'medium', display: 'flex', alignItems: 'center', gap: '2' } as const;

/** The public header's menu below 768px: page links, then the member's own pages. */
export function MobileDrawer({ links }: MobileDrawerProps) {
  const homeMenu = useMenu('home-menu');
  const member = useMember();
  const isStaff = useIsStaff();
  const { signOut } = useAuthActions();
  const signingOut = useSessionStore((state) => state.signingOut);

  return (
    <MenuDrawer title={<Logo size={32} />}>
      {(close) => (
        <>
          <Stack as="nav" aria-label="منوی اصلی" gap="1">
            {links.map((entry) => (
              <PageLink key={entry.key} entry={entry} onNavigate={close} {...linkStyle} />
            ))}
          </Stack>
          <Separator marginBlock="4" />
          <Stack gap="2" align="stretch">
            <AccountActions variant="button" onNavigate={close} />
            {member.isAuthenticated && (
              <>
                {homeMenu.map((item) => (
                  <MenuLink key={item.key} entry={item} iconSize={18} onNavigate={close} {...linkStyle} />
                ))}
                {isStaff && <MenuLink entry={consoleEntry} iconSize={18} onNavigate={close} {...linkStyle} />}
                <ChakraLink asChild {...linkStyle} color="fg.error" _disabled={{ opacity: 0.5, cursor: 'wait' }}>
                  <button type="button" disabled={signingOut} onClick={() => void signOut()}>
                    <SignOutIcon />
                    خروج
                  </button>
                </ChakraLink>
              </>
            )}
          </Stack>
        </>
      )}
    </MenuDrawer>
  );
}
