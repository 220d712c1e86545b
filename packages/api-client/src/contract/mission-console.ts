import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema } from './common.js';
import { controlCharactersMessage } from './editorial.js';
import { fa } from './messages.js';
import { missionKindSchema } from './missions.js';
import type { EndpointDef } from './endpoint-def.js';

export { missionColumnLabels, missionGoalUnits, missionStateNames } from './constants.js';

// The operators' missions. A mission is a goal (`kind` + `target`) inside a window, rewarded with
// `points` clorofil once. Members judge a campaign by what it promised, so the rule is:
// - before its window opens, everything may change;
// - once it has opened, its goal, its reward and its start are fixed (members are already counting
//   towards them); title and description may be corrected, and the end may only move later;
// - ending it sooner is its own action, with a reason, and closes the window at once;
// - an ended mission changes no more.
// Every write carries the `editVersion` the screen was built from: a stale one is refused (409).

/** Longest title and description (the member's mission card shows them in full). */
export const MISSION_TITLE_MAX = 80;
export const MISSION_DESCRIPTION_MAX = 500;
/** Upper bounds that catch a slipped finger (a goal of 10,000 books, a reward of a million). */
export const MISSION_TARGET_MAX = 1000;
export const MISSION_POINTS_MAX = 100_000;

export const missionMessages = {
  stale: 'شخص دیگری این مأموریت را تغییر داده است؛ صفحه را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  windowOrder: 'پایان مأموریت باید پس از آغاز آن باشد.',
  endInPast: 'پایان مأموریت باید در آینده باشد.',
  goalLocked: 'هدف مأموریتی که آغاز شده است تغییر نمی‌کند؛ اعضا برای همین هدف تلاش می‌کنند.',
  rewardLocked: 'جایزهٔ مأموریتی که آغاز شده است تغییر نمی‌کند؛ اعضا برای همین جایزه تلاش می‌کنند.',
  startLocked: 'آغاز مأموریتی که شروع شده است تغییر نمی‌کند.',
  endEarlier:
    'پایان مأموریتی که آغاز شده است فقط دیرتر می‌شود؛ برای پایان زودتر، «پایان دادن به مأموریت» را با ذکر دلیل بزنید.',
  ended: 'این مأموریت پایان یافته است و تغییر نمی‌کند.',
  reasonRequired: 'لطفاً دلیل پایان دادن زودهنگام به مأموریت را بنویسید.',
  notFound: 'این مأموریت پیدا نشد.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const text = (max: number, min = 1) =>
  z
    .string({ error: fa.required })
    .trim()
    .min(min, fa.required)
    .max(max, fa.tooLong)
    .refine((value) => !CONTROL.test(value), controlCharactersMessage);
const whole = (max: number) =>
  z.number({ error: fa.numeric }).int(fa.numeric).positive(fa.invalidValue).max(max, fa.invalidValue);
const editVersionSchema = z.number({ error: fa.invalidValue }).int().positive();

const missionFieldShape = {
  title: text(MISSION_TITLE_MAX),
  /** Plain text; members see it as written. */
  description: text(MISSION_DESCRIPTION_MAX, 0),
  kind: missionKindSchema,
  target: whole(MISSION_TARGET_MAX),
  /** The reward, in clorofil. */
  points: whole(MISSION_POINTS_MAX),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
};

const windowRefinement = [
  (fields: { startsAt: string; endsAt: string }) => Date.parse(fields.startsAt) < Date.parse(fields.endsAt),
  { message: missionMessages.windowOrder, path: ['endsAt'] as PropertyKey[] },
] as const;

export const createMissionRequestSchema = z.strictObject(missionFieldShape).refine(...windowRefinement);
export type MissionFields = z.infer<typeof createMissionRequestSchema>;
export const updateMissionRequestSchema = z
  .strictObject({ ...missionFieldShape, editVersion: editVersionSchema })
  .refine(...windowRefinement);
export const endMissionRequestSchema = z.strictObject({
  editVersion: editVersionSchema,
  reason: z
    .string({ error: missionMessages.reasonRequired })
    .trim()
    .min(1, missionMessages.reasonRequired)
    .max(500, fa.tooLong),
});

export const missionStateSchema = z.enum(['upcoming', 'open', 'ended']);
export type MissionState = z.infer<typeof missionStateSchema>;

export const staffMissionSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  kind: missionKindSchema,
  target: z.number().int().positive(),
  points: z.number().int().positive(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  state: missionStateSchema,
  editVersion: z.number().int().positive(),
  /** Members with some progress who have not reached the goal yet. */
  onTheWay: z.number().int().nonnegative(),
  /** Members who reached the goal and received the reward. */
  done: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  /** Mobile of the operator who created it; `null` for the seed's missions. */
  createdBy: z.string().nullable(),
  /** Set when an operator ended it before its window closed. */
  endedAt: isoDateTimeSchema.nullable(),
  endedBy: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type StaffMission = z.infer<typeof staffMissionSchema>;
export const staffMissionListSchema = z.array(staffMissionSchema);

/** The list's filter as the address carries it. */
export const staffMissionQuerySchema = z.strictObject({ state: missionStateSchema.optional() });
export type StaffMissionQuery = z.input<typeof staffMissionQuerySchema>;

/** One earning setting: the value the API uses and where it is written. */
export const earningSettingSchema = z.object({
  value: z.number().int().positive(),
  /** `file · NAME` of the constant, or the environment variable, the API reads. */
  source: z.string(),
});
export type EarningSetting = z.infer<typeof earningSettingSchema>;
export const earningSettingsSchema = z.object({
  /** Toman of a delivered order that earn one clorofil. */
  tomanPerPoint: earningSettingSchema,
  /** Clorofil for one completed post-purchase survey. */
  surveyPoints: earningSettingSchema,
  /** Tehran calendar days an order may be returned; its points become spendable after them. */
  returnWindowDays: earningSettingSchema,
});
export type EarningSettings = z.infer<typeof earningSettingsSchema>;

/** Where a mission stands at `now`: one rule for the API's filter and the console's labels. */
export function missionStateAt(
  mission: { startsAt: string; endsAt: string; endedAt: string | null },
  now: Date,
): MissionState {
  if (mission.endedAt !== null || Date.parse(mission.endsAt) <= now.getTime()) return 'ended';
  return Date.parse(mission.startsAt) > now.getTime() ? 'upcoming' : 'open';
}

const staff = { auth: 'staff', permission: 'missions' } as const;

/** The operators' missions and earning settings: this area's endpoints (all: `endpoints`). */
export const missionConsoleEndpoints = {
  listStaffMissions: {
    method: 'GET',
    path: '/api/staff/Missions',
    ...staff,
    query: staffMissionQuerySchema,
    response: staffMissionListSchema,
  },
  /** The list with its state filter, as a CSV file. */
  exportStaffMissions: {
    method: 'GET',
    path: '/api/staff/Missions.csv',
    ...staff,
    query: staffMissionQuerySchema,
    response: z.unknown(),
    responseType: 'csv',
  },
  getStaffMission: {
    method: 'GET',
    path: '/api/staff/Missions/{id}',
    ...staff,
    params: idParamSchema,
    response: staffMissionSchema,
  },
  createMission: {
    method: 'POST',
    path: '/api/staff/Missions',
    ...staff,
    body: createMissionRequestSchema,
    response: staffMissionSchema,
  },
  updateMission: {
    method: 'PUT',
    path: '/api/staff/Missions/{id}',
    ...staff,
    params: idParamSchema,
    body: updateMissionRequestSchema,
    response: staffMissionSchema,
  },
  endMission: {
    method: 'POST',
    path: '/api/staff/Missions/{id}/End',
    ...staff,
    params: idParamSchema,
    body: endMissionRequestSchema,
    response: staffMissionSchema,
  },
  getEarningSettings: {
    method: 'GET',
    path: '/api/staff/Earning',
    ...staff,
    response: earningSettingsSchema,
  },
} as const satisfies Record<string, EndpointDef>;
