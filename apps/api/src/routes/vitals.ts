import { createHash, timingSafeEqual } from 'node:crypto';
import { fa, vitalsBatchSchema, vitalsEndpoints, vitalsSummarySchema } from '@clorofil/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../context.js';
import { defaultVitalsBounds, recordVitals, summarizeVitals, type VitalsBounds } from '../domain/vitals.js';
import { ApiError } from '../http/errors.js';
import { parseInput } from '../http/parse.js';
import { countHit } from '../http/rate-limit.js';
import type { RouteKit } from '../http/route.js';

export interface VitalsOptions {
  /** Reports per client address (as Fastify derives it under TRUST_PROXY) and window. */
  rateLimit: RateLimitRule;
  /** VITALS_READ_TOKEN: lets `pnpm vitals` read the summary without a staff member's sign-in. */
  readToken?: string;
  bounds?: VitalsBounds;
}

// A report is a handful of numbers; anything larger is not one.
const REPORT_BODY_LIMIT = 4096;

const digest = (text: string) => createHash('sha256').update(text).digest();

function isOperator(request: FastifyRequest, readToken: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!readToken || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Equal-length digests, so the comparison takes the same time whatever the caller guessed.
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(readToken));
}

async function limitPerAddress(kit: RouteKit, request: FastifyRequest, rule: RateLimitRule): Promise<void> {
  const { hits, resetInMs } = await countHit(
    kit.ctx.db,
    `reportVitals|ip:${request.ip}`,
    rule.windowMs,
    kit.ctx.clock.now(),
  );
  if (hits > rule.max) {
    const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
    throw new ApiError(429, fa.tooManyRequests, {}, { 'retry-after': retryAfter });
  }
}

/** sendBeacon posts a string as text/plain; it is parsed as the JSON it is. */
function parseTextBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(new ApiError(400, fa.invalidJson), undefined);
      }
    },
  );
}

/**
 * The web-vitals facility: anonymous reports from members' browsers (rate-limited per address,
 * validated, bounded storage, 204 with no body) and the percentile summary for staff with the `vitals` permission or the
 * operator's token. Registered in its own scope so the text/plain parser reaches this route only.
 */
export function vitalsRoutes(kit: RouteKit, options: VitalsOptions): void {
  const bounds = options.bounds ?? defaultVitalsBounds;
  const { reportVitals, getVitalsSummary } = vitalsEndpoints;
  void kit.app.register(async (scope) => {
    parseTextBody(scope);
    scope.post(reportVitals.path, {
      bodyLimit: REPORT_BODY_LIMIT,
      preHandler: async (request) => limitPerAddress(kit, request, options.rateLimit),
      handler: async (request, reply) => {
        const batch = parseInput(vitalsBatchSchema, request.body);
        await recordVitals(kit.ctx.db, batch, kit.ctx.clock.now(), bounds);
        return reply.code(204).send();
      },
    });
  });
  kit.app.get(getVitalsSummary.path, {
    preValidation: async (request) => {
      if (!isOperator(request, options.readToken)) await kit.authenticate(request, 'staff', 'vitals');
    },
    handler: async () => vitalsSummarySchema.parse(await summarizeVitals(kit.ctx.db, kit.ctx.clock.now())),
  });
}
