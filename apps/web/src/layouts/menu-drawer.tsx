import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Panel = ComponentType<MenuDrawerProps>;

// The drawer's code once it has arrived, for every menu button of the tab (each layout has one).
let loadedPanel: Panel | undefined;
const fetchPanel = () => import('./menu-drawer-panel').then((module) => (loadedPanel = module.default));

export type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
};

/**
 * The phone menu of both layouts: a start-side drawer opened by the menu button. Only the button
 * ships with the page; the drawer's code (Chakra's dialog machinery, ~27 KB) is fetched once the
 * page is in place, and again when a finger or the keyboard reaches the button if that failed. The
 * drawer stays mounted after its first opening, for its closing animation.
 *
 * The code is held in state rather than behind `React.lazy`: a lazy component suspends on its
 * first render even when its module has long arrived, and React then waits ~300 ms before it
 * reveals what was suspended, so every first tap showed the drawer a third of a second late.
 */
export function MenuDrawer({ open, onOpenChange, title, children }: MenuDrawerProps) {
  const [wanted, setWanted] = useState(false);
  const [Panel, setPanel] = useState<Panel | undefined>(() => loadedPanel);
  const load = useCallback(() => {
    if (loadedPanel) {
      setPanel(() => loadedPanel);
      return;
    }
    // A failed download (offline for a moment) is tried again at the next touch or focus.
    fetchPanel().then((panel) => setPanel(() => panel), noop);
  }, []);
  // Fetched only on the tap, the code arrived a round trip and a half after it on a slow phone;
  // this runs once the layout has rendered or hydrated, after the page's own code.
  useEffect(load, [load]);
  return (
    <>
      <IconButton
        aria-label="باز کردن منو"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          setWanted(true);
          onOpenChange(true);
          load();
        }}
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      {(wanted || open) && Panel && (
        <Panel open={open} onOpenChange={onOpenChange} title={title}>
          {children}
        </Panel>
      )}
    </>
  );
}

function noop(): void {}
