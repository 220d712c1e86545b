import { z } from './zod.js';
import type { EndpointDef } from './endpoint-def.js';

export const notificationTypeSchema = z.enum(['info', 'error', 'warning', 'reward']);
/** Returned once: the call marks them delivered, so each toast shows a single time. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  /** Plain text, shown as text; a rich notification's text without its formatting. */
  message: z.string(),
  /**
   * An operator's rich notification: sanitised HTML of the toast subset (bold, line breaks, https
   * links), shown in place of `message`. `null` for plain text (and when an older API leaves it out).
   */
  html: z.string().nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** The member's notifications: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const notificationEndpoints = {
  getNotifications: { method: 'GET', path: '/api/Notification', auth: 'member', response: notificationListSchema },
} as const satisfies Record<string, EndpointDef>;
