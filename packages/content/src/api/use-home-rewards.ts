import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The rewards of the home carousel. A member reads `GET /api/Rewards` (their own counts, the
 * cache the rewards screen shares, so a purchase there refreshes the carousel too); a visitor
 * reads the public catalogue, which needs no token (a token-less `GET /api/Rewards` would answer
 * 401 and start a sign-in on the landing page).
 *
 * While auth is still deciding, the public catalogue shows: it is what the server renders (it
 * knows no session) and what a server-rendered page carries, so the browser takes the page over
 * without a skeleton in between and without re-rendering the carousel at once. A member's own list
 * replaces it when it arrives.
 */
export function useHomeRewards(isAuthenticated: boolean) {
  const member = useQuery({ ...apiQueries.rewards(), enabled: isAuthenticated });
  const visitor = useQuery({ ...apiQueries.publicRewards(), enabled: !isAuthenticated });
  if (!isAuthenticated) return visitor;
  return member.status === 'pending' && visitor.status === 'success' ? visitor : member;
}
