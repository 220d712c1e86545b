import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const loadPanel = () => import('./menu-drawer-panel');
const MenuDrawerPanel = lazy(loadPanel);

export type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
};

/**
 * The phone menu of both layouts: a start-side drawer opened by the menu button. Only the button
 * ships with the page; the drawer's code is fetched when a finger or the keyboard reaches the
 * button (and at the latest on the tap), and stays mounted afterwards for its closing animation.
 */
export function MenuDrawer({ open, onOpenChange, title, children }: MenuDrawerProps) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <IconButton
        aria-label="باز کردن منو"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          onOpenChange(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <MenuDrawerPanel open={open} onOpenChange={onOpenChange} title={title}>
            {children}
          </MenuDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
