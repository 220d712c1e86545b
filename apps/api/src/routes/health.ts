import { sql } from 'kysely';
import { defineRoute, type RouteKit } from '../http/route.js';

export function healthRoutes(kit: RouteKit): void {
  defineRoute(kit, 'healthz', async () => ({ status: 'ok' as const }));
  defineRoute(kit, 'readyz', async ({ reply }) => {
    try {
      await sql`SELECT 1`.execute(kit.ctx.db);
      return { status: 'ok' as const, database: true };
    } catch {
      reply.code(503);
      return { status: 'unavailable' as const, database: false };
    }
  });
}
