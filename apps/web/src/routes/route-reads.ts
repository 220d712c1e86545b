import { apiQueries, mayOpenFinancialPages, prepareReads, type Profile } from '@clorofil/api-client';
import { hasStoredSession, signedInMember } from '@clorofil/auth';
import type { FeatureGuard, FeatureRoute, RouteRead, RouteReadArgs } from '@clorofil/app-kit';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';

export type RouteReadsOptions = {
  /** The app's one QueryClient (a request's own on the server). */
  queryClient: QueryClient;
  /** Whether a member is signed in in this tab; the server answers false (it holds no session). */
  signedIn?: () => Promise<boolean>;
  /**
   * Whether a loader waits for its reads. The server does: it renders once, with the answers. The
   * browser does not: the page's code and its reads download side by side, and the page shows
   * its own loading state for a read still on its way instead of the route waiting for it.
   */
  waitForReads?: boolean;
  /**
   * Whether this tab may hold a session, answered at once (no library loaded): then the loader
   * downloads its reads' code while `signedIn` checks the session. The server answers false.
   */
  maySignIn?: () => boolean;
  /** Starts the downloads of the reads' code and returns at once: api-client's `prepareReads`. */
  prepare?: (reads: readonly RouteRead[]) => void;
};

/**
 * Puts each read into the cache, side by side. A read that fails is left to its page, which reads
 * the same query, shows its own error state and offers to try again; the server sends the page
 * rendered by the browser instead (entry-server.tsx).
 */
async function ensureReads(queryClient: QueryClient, reads: readonly RouteRead[]): Promise<void> {
  await Promise.all(reads.map((read) => queryClient.ensureQueryData(read).then(noop, noop)));
}

function noop(): void {}

/** The options as a loader uses them: the browser's own where the caller (a test, the server) names none. */
function withDefaults({
  queryClient,
  signedIn = signedInMember,
  waitForReads = false,
  maySignIn = hasStoredSession,
  prepare = prepareReads,
}: RouteReadsOptions) {
  return { queryClient, signedIn, waitForReads, maySignIn, prepare };
}

/** Who may open a guarded page, by the member's profile: the same rules as the guards' elements. */
const mayOpen: Record<Exclude<FeatureGuard, 'public' | 'signed-in'>, (profile: Profile) => boolean> = {
  'commission-eligible': mayOpenFinancialPages,
};

/**
 * The loader of a feature's page: its declared reads, downloaded beside the page's chunk. A
 * member's page reads nothing without a session (its guard sends the visitor to sign in), and a
 * page behind a profile check reads only for a member the check lets in, so nobody's browser asks
 * the API for what it would refuse.
 */
export function featureLoader(route: FeatureRoute, options: RouteReadsOptions): LoaderFunction | undefined {
  const { reads, guard } = route;
  if (!reads) return undefined;
  const { queryClient, signedIn, waitForReads, maySignIn, prepare } = withDefaults(options);
  return async ({ params, request }) => {
    const searchParams = new URL(request.url).searchParams;
    const checking = signedIn();
    if (maySignIn()) {
      // While the session is checked (oidc-client-ts loaded, the stored user read), the code of
      // the member's reads downloads: on a phone that is a round trip or two less before them.
      const expected = reads({ params, searchParams, signedIn: true });
      prepare(guard === 'commission-eligible' ? [apiQueries.profile(), ...expected] : expected);
    }
    const member = await checking;
    if (guard !== 'public' && !member) return null;
    const args: RouteReadArgs = { params, searchParams, signedIn: member };
    const reading = (async () => {
      if (guard === 'commission-eligible') {
        const profile = await queryClient.ensureQueryData(apiQueries.profile()).catch(() => undefined);
        if (!profile || !mayOpen[guard](profile)) return;
      }
      await ensureReads(queryClient, reads(args));
    })();
    if (waitForReads) await reading;
    return null;
  };
}

/** The loader of a layout: what its frame reads (the header's links, the member's profile). */
export function layoutLoader(
  reads: (signedIn: boolean) => readonly RouteRead[],
  options: RouteReadsOptions,
): LoaderFunction {
  const { queryClient, signedIn, waitForReads, maySignIn, prepare } = withDefaults(options);
  return async () => {
    const checking = signedIn();
    if (maySignIn()) prepare(reads(true));
    const reading = ensureReads(queryClient, reads(await checking));
    if (waitForReads) await reading;
    return null;
  };
}
