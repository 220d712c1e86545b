import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { MenuDrawerProps } from './menu-drawer';

/** The drawer itself (Chakra's dialog machinery): loaded the first time a menu is opened. */
export default function MenuDrawerPanel({ open, onOpenChange, title, children }: MenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
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
