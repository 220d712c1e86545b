import { z } from 'zod';

export const notificationTypeSchema = z.enum(['info', 'error', 'warning', 'reward']);
/** Returned once: the call marks them delivered, so each toast shows a single time. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  message: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
