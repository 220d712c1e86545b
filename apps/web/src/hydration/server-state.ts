import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the data block the server writes after #root (see server/page-document.ts). */
export const SERVER_STATE_ID = 'clorofil-server-state';

export type ServerState = {
  /** The device the server rendered for. */
  isMobile: boolean;
  /** The public queries the page was rendered from. */
  queries: DehydratedState;
  /** The loaders' results of the server's render, so the browser's router starts without running them. */
  router: HydrationState;
};

/** What the server rendered into this page, or null for the plain browser-rendered shell. */
export function readServerState(doc: Document = document): ServerState | null {
  const block = doc.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as ServerState;
    // The server's clock is not the browser's; the answers are as fresh as the page that carries them.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    return state;
  } catch {
    return null;
  }
}
