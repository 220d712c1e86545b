import { z } from './zod.js';
import { isoDateTimeSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

/**
 * What a mission asks: `surveys` — complete `target` post-purchase surveys; `items` — buy
 * `target` items (counted from delivered orders, returns inside their window taken off), both
 * inside the mission's window.
 */
export const missionKindSchema = z.enum(['surveys', 'items']);
export type MissionKind = z.infer<typeof missionKindSchema>;

/** One active mission of «کلروفیل‌های من», with the signed-in member's progress. */
export const missionSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  /** Clorofil granted once, when `progress` reaches `target`. */
  points: z.number().int().positive(),
  kind: missionKindSchema,
  target: z.number().int().positive(),
  /** The window: events from `startsAt` (inclusive) to `endsAt` (exclusive) count. */
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  /** Never above `target`. */
  progress: z.number().int().nonnegative(),
  /** When the points were granted; null while the mission is still open for this member. */
  completedAt: isoDateTimeSchema.nullable(),
});
export type Mission = z.infer<typeof missionSchema>;
export const missionListSchema = z.array(missionSchema);

/**
 * An open mission as anyone may see it: what it asks, its points and window, nothing of a member.
 * The same answer for everyone, so it may be cached; «کلروفیل‌های من» shows it (rendered by the
 * server for a member's browser) until the member's own progress arrives.
 */
export const publicMissionSchema = missionSchema.pick({
  id: true,
  title: true,
  description: true,
  points: true,
  kind: true,
  target: true,
  startsAt: true,
  endsAt: true,
});
export type PublicMission = z.infer<typeof publicMissionSchema>;
export const publicMissionListSchema = z.array(publicMissionSchema);

/** Missions: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const missionEndpoints = {
  /** Missions whose window is open now, with the member's progress. */
  getMissions: { method: 'GET', path: '/api/Missions', auth: 'member', response: missionListSchema },
  /** The same open missions for anyone, without progress: cacheable (`Cache-Control: public`). */
  getPublicMissions: {
    method: 'GET',
    path: '/api/Missions/Open',
    auth: 'none',
    response: publicMissionListSchema,
  },
} as const satisfies Record<string, EndpointDef>;
