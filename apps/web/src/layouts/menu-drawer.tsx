import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
};

/** The phone menu of both layouts: a start-side drawer opened by the menu button. */
export function MenuDrawer({ open, onOpenChange, title, children }: MenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="باز کردن منو" variant="ghost" size="md">
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>{title}</div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body paddingBlockEnd="6">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="بستن منو" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
