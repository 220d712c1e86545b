import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { ChevronDown, CircleUserRound, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { consoleEntry } from '../../navigation/console-entry';
import { useMenu } from '../../navigation/navigation-context';
import { useIsStaff } from '../../navigation/use-staff-me';
import { SignOutIcon } from '../../brand/door-icons';

export type ProfileDropdownProps = {
  /** The trimmed full name, else the mobile number (SPEC §2). */
  label: string;
  onSignOut: () => void;
};

/** The signed-in member's button in the public header, with their pages and «خروج». */
export function ProfileDropdown({ label, onSignOut }: ProfileDropdownProps) {
  const homeMenu = useMenu('home-menu');
  const isStaff = useIsStaff();
  return (
    // `fixed`, like the sticky header its button sits in: on a scroll with the menu open, an
    // `absolute` menu is carried along with the page for a frame before it is put back under the
    // button, and a press on «خروج» in that frame is released over the button (the menu then
    // stays open and nothing happens; e2e member-session caught it in CI). A fixed menu does not move.
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm" maxWidth="16rem">
          <CircleUserRound size={18} aria-hidden="true" />
          <Text as="span" truncate>
            {label}
          </Text>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="14rem">
            <Menu.Item value="account" asChild>
              <RouterLink to={paths.account}>
                <UserRound size={16} aria-hidden="true" />
                اطلاعات کاربری
              </RouterLink>
            </Menu.Item>
            {homeMenu.map((item) => (
              <Menu.Item key={item.key} value={item.key} asChild>
                <RouterLink to={item.path}>
                  <item.icon size={16} aria-hidden="true" />
                  {item.label}
                </RouterLink>
              </Menu.Item>
            ))}
            {isStaff && (
              <Menu.Item value={consoleEntry.key} asChild>
                <RouterLink to={consoleEntry.path}>
                  <consoleEntry.icon size={16} aria-hidden="true" />
                  {consoleEntry.label}
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            {/* onClick, not the menu's onSelect: the menu calls onSelect only for the item it has
                highlighted, and a busy page can lose that highlight between pointerdown and click
                (the menu then just closes). Enter on the item clicks it, so keys still work. */}
            <Menu.Item value="sign-out" color="fg.error" onClick={onSignOut}>
              <SignOutIcon size={16} />
              خروج
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
