import { Accordion, Box, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { MenuItem } from '../../navigation/menu';
import { isMenuCurrent, isSubMenuCurrent, visibleMenu } from '../../navigation/menu-access';
import { consoleEntry } from '../../navigation/console-entry';
import { useMenu } from '../../navigation/navigation-context';
import { useIsStaff } from '../../navigation/use-staff-me';
import { UserBlock } from './user-block';

export type SideMenuProps = { onNavigate?: () => void };

const entryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  paddingBlock: '2.5',
  borderRadius: 'l3',
  fontWeight: 'medium',
  color: 'fg',
  width: '100%',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
  _currentPage: { bg: 'brand.100', color: 'brand.800', fontWeight: 'bold' },
} as const;

function SubMenuEntry({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate?: () => void }) {
  return (
    <Accordion.Item value={item.key} border="none">
      <Accordion.ItemTrigger {...entryStyle} cursor="pointer" data-current={isMenuCurrent(item, pathname) || undefined}>
        <item.icon size={20} aria-hidden="true" />
        <Box as="span" flex="1" textAlign="start">
          {item.label}
        </Box>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Stack as="ul" gap="1" paddingInlineStart="6" paddingBlock="1" listStyleType="none">
          {item.children?.map((sub) => (
            <li key={sub.key}>
              <ChakraLink asChild {...entryStyle} aria-current={isSubMenuCurrent(sub, pathname) ? 'page' : undefined}>
                <Link to={sub.path} onClick={onNavigate}>
                  <sub.icon size={18} aria-hidden="true" />
                  {sub.label}
                </Link>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/**
 * The profile layout's menu, built from `menu.ts`: the member block, then every visible entry
 * (financial only for commission partners), with the sub-menu holding the current page opened.
 */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const { profile } = useMember();
  const items = visibleMenu(useMenu('side'), profile);
  const isStaff = useIsStaff();
  const currentGroups = items.filter((item) => item.children && isMenuCurrent(item, pathname)).map((item) => item.key);
  const [open, setOpen] = useState<string[]>(currentGroups);
  const currentKey = currentGroups.join(' ');

  // Arriving on a page inside a group (a link, the back button) opens that group too.
  useEffect(() => {
    if (currentKey) setOpen((value) => [...new Set([...value, ...currentKey.split(' ')])]);
  }, [currentKey]);

  return (
    <Stack gap="4">
      <UserBlock onNavigate={onNavigate} />
      <Box as="nav" aria-label="منوی باشگاه">
        <Accordion.Root
          multiple
          collapsible
          value={open}
          onValueChange={(details) => setOpen(details.value)}
          display="flex"
          flexDirection="column"
          gap="1"
        >
          {items.map((item) =>
            item.children ? (
              <SubMenuEntry key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
            ) : (
              <ChakraLink key={item.key} asChild {...entryStyle}>
                <NavLink to={item.path} onClick={onNavigate}>
                  <item.icon size={20} aria-hidden="true" />
                  {item.label}
                </NavLink>
              </ChakraLink>
            ),
          )}
          {isStaff && (
            <ChakraLink asChild {...entryStyle}>
              <NavLink to={consoleEntry.path} onClick={onNavigate}>
                <consoleEntry.icon size={20} aria-hidden="true" />
                {consoleEntry.label}
              </NavLink>
            </ChakraLink>
          )}
        </Accordion.Root>
      </Box>
    </Stack>
  );
}
