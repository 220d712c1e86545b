import { apiQueries, type Notification } from '@clorofil/api-client';
import { useAuthSelect } from '@clorofil/auth';
import { notify, toastMessage } from '@clorofil/ui-rtl';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function show(notification: Notification) {
  // The id keeps a notice that arrives twice (two tabs, a retried call) to one toast. An operator's
  // rich notice is drawn from its sanitised HTML, any other as its text.
  notify[notification.type](toastMessage(notification.message, notification.html), {
    id: `notification-${notification.id}`,
  });
}

/**
 * Asks the API for the member's notices on every page change and shows each as a toast of its
 * kind. The server marks what it returns as delivered, so nothing is shown twice; a failed call
 * is silent (the next page change asks again) because a notice is never worth an error toast.
 */
export function NotificationsOnNavigation() {
  const { pathname } = useLocation();
  const isAuthenticated = useAuthSelect((state) => state.isAuthenticated);
  const queryClient = useQueryClient();
  // StrictMode runs effects twice; one request per page change is enough.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!isAuthenticated) {
      asked.current = null;
      return;
    }
    if (asked.current === pathname) return;
    asked.current = pathname;
    // Through the app's QueryClient (never cached: each answer is delivered once), so sign-out
    // forgets it with the member's other data. Not cancelled on the next page change: the server
    // has already marked these delivered.
    queryClient.fetchQuery(apiQueries.notifications()).then(
      (notifications) => notifications.forEach(show),
      () => undefined,
    );
  }, [pathname, isAuthenticated, queryClient]);

  return null;
}
