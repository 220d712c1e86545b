import { sql } from 'kysely';
import { defineRoute, type RouteKit } from '../http/route.js';

export function healthRoutes(kit: RouteKit): void {
  defineRoute(kit, 'healthz', async () => ({ status: 'ok' as const }));
  defineRoute(kit, 'readyz', async ({ reply }) => {
    try {
      // Answered within a second either way: a load balancer's probe must not hang on a frozen
      // server any more than a member's request does.
      await Promise.race([
        sql`SELECT 1`.execute(kit.ctx.db),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('readyz timeout')), 1_000).unref()),
      ]);
      return { status: 'ok' as const, database: true };
    } catch {
      reply.code(503).header('retry-after', '2');
      return { status: 'unavailable' as const, database: false };
    }
  });
}
