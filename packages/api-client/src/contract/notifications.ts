import { z } from './zod.js';
import type { EndpointDef } from './endpoint-def.js';

export const notificationTypeSchema = z.enum(['info', 'error', 'warning', 'reward']);
/** Returned once: the call marks them delivered, so each toast shows a single time. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  message: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** The member's notifications: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const notificationEndpoints = {
  getNotifications: { method: 'GET', path: '/api/Notification', auth: 'member', response: notificationListSchema },
} as const satisfies Record<string, EndpointDef>;
