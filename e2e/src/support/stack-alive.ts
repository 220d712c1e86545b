// Runs before every test: when the stack has died or the web build under it was replaced (another
// build emptied apps/web/dist), say so at once instead of letting every step time out.
import { beforeEach } from 'vitest';
import { origins } from './origins.js';

async function problemWith(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return `${url} answered ${response.status}`;
    if (!url.endsWith('/')) return null;
    // The entry script named by index.html must be served too.
    const script = /<script[^>]+src="([^"]+)"/.exec(await response.text())?.[1];
    return script ? problemWith(new URL(script, url).href) : `${url} names no script`;
  } catch (error) {
    return `${url} did not answer (${(error as Error).message})`;
  }
}

beforeEach(async () => {
  const { web, api, issuer } = origins();
  const problems = (await Promise.all([`${web}/`, `${api}/healthz`, `${issuer}/healthz`].map(problemWith))).filter(
    Boolean,
  );
  if (problems.length > 0) {
    throw new Error(`the stack is not usable: ${problems.join('; ')}. See e2e/test-results/stack.log.`);
  }
});
