import { Toaster } from 'react-hot-toast';
import { useIsMobile } from '../../hooks/use-is-mobile';

/**
 * The height of a fixed bar at the bottom of the screen (the member area's bar on phones), set on
 * `<html>` by the layout that shows one. Toasts sit above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--fixed-bottom-bar-height';

/**
 * Toasts go where they cover nothing a member needs: at the top they hid the phone's header (logo,
 * menu, account) and the desktop's page heading for 5–8 s. On phones they sit bottom-centre, above
 * the bottom bar and the home indicator; on wider screens in the bottom-left corner, the end of a
 * right-to-left page, away from the side menu. The container is laid out left to right so «left»
 * means the physical left (react-hot-toast aligns with flex-start, which RTL would flip); each
 * card sets its own `dir="rtl"`.
 */
export function AppToaster() {
  const isMobile = useIsMobile();
  const edge = isMobile ? 12 : 24;
  return (
    <Toaster
      position={isMobile ? 'bottom-center' : 'bottom-left'}
      gutter={8}
      containerStyle={{
        direction: 'ltr',
        zIndex: 2000,
        top: edge,
        left: edge,
        right: edge,
        bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + env(safe-area-inset-bottom, 0px) + ${edge}px)`,
      }}
    />
  );
}
