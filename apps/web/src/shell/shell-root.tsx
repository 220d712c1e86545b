import { Outlet } from 'react-router';
import { NotificationsOnNavigation } from './notifications-on-navigation';
import { ScrollToTop } from './scroll-to-top';

/** The root route: behaviour every page shares, then the layout of the matched branch. */
export function ShellRoot() {
  return (
    <>
      <ScrollToTop />
      <NotificationsOnNavigation />
      <Outlet />
    </>
  );
}
