import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import type { FeatureSubMenuEntry } from '@clorofil/app-kit';
import { Link, NavLink } from 'react-router';

/** What a menu link shows, as every menu entry has it: a feature's entry or sub-entry, the console's entry. */
type MenuLinkEntry = Pick<FeatureSubMenuEntry, 'path' | 'icon' | 'label'>;

type MenuLinkProps = Omit<LinkProps, 'asChild' | 'children'> & {
  entry: MenuLinkEntry;
  iconSize?: number;
  /** Called as the link navigates: a menu in a drawer closes. */
  onNavigate?: () => void;
  /**
   * Whether the entry is the page on show, when its address alone does not say (an entry with
   * aliases). Left out, the link marks itself as the router matches its address.
   */
  current?: boolean;
};

/**
 * One entry of a menu, its icon before its name, marked `aria-current="page"` on the page it
 * opens. The menus of the phone drawer, the profile's side menu and the console all use it.
 */
export function MenuLink({ entry, iconSize = 20, onNavigate, current, ...style }: MenuLinkProps) {
  const content = (
    <>
      <entry.icon size={iconSize} aria-hidden="true" />
      {entry.label}
    </>
  );
  return (
    <ChakraLink asChild {...style}>
      {current === undefined ? (
        <NavLink to={entry.path} onClick={onNavigate}>
          {content}
        </NavLink>
      ) : (
        <Link to={entry.path} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    </ChakraLink>
  );
}

/** How an entry of the side menus looks: the profile's menu and the console's navigation. */
export const sideMenuEntryStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  borderRadius: 'l3',
  fontWeight: 'medium',
  color: 'fg',
  width: '100%',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
  _currentPage: { bg: 'brand.100', color: 'brand.800', fontWeight: 'bold' },
} as const;
