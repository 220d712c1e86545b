import { apiQueries } from '@clorofil/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The rewards of the home carousel. A member reads `GET /api/Rewards` (their own counts, the
 * cache the rewards screen shares, so a purchase there refreshes the carousel too); a visitor
 * reads the public catalogue, which needs no token (a token-less `GET /api/Rewards` would answer
 * 401 and start a sign-in on the landing page). Neither asks while auth is still deciding.
 */
export function useHomeRewards(isAuthenticated: boolean, authLoading: boolean) {
  const member = useQuery({ ...apiQueries.rewards(), enabled: isAuthenticated });
  const visitor = useQuery({ ...apiQueries.publicRewards(), enabled: !isAuthenticated && !authLoading });
  return isAuthenticated ? member : visitor;
}
