import { Accordion, Box, Stack } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../navigation/menu';
import { isMenuCurrent, isSubMenuCurrent, visibleMenu } from '../../navigation/menu-access';
import { consoleEntry } from '../../navigation/console-entry';
import { useMenu } from '../../navigation/navigation-context';
import { useIsStaff } from '../../navigation/use-staff-me';
import { MenuLink, sideMenuEntryStyle } from '../menu-link';
import { UserBlock } from './user-block';

export type SideMenuProps = { onNavigate?: () => void };

const entryStyle = { ...sideMenuEntryStyle, paddingBlock: '2.5' } as const;

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
              <MenuLink
                entry={sub}
                iconSize={18}
                current={isSubMenuCurrent(sub, pathname)}
                onNavigate={onNavigate}
                {...entryStyle}
              />
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
              <MenuLink key={item.key} entry={item} onNavigate={onNavigate} {...entryStyle} />
            ),
          )}
          {isStaff && <MenuLink entry={consoleEntry} onNavigate={onNavigate} {...entryStyle} />}
        </Accordion.Root>
      </Box>
    </Stack>
  );
}
