import * as z from '../../kernel/zod.js';

/** GET /api/communications/mail-health: the account's delivery health in the current window and any pause. */
export const mailHealthResponse = z.object({
  window_days: z.number(),
  sends: z.number(),
  bounces: z.number(),
  complaints: z.number(),
  paused_at: z.nullable(z.string()),
  paused_reason: z.nullable(z.string()),
});
export type MailHealth = z.infer<typeof mailHealthResponse>;

/** One account whose customer mail is paused, as the operators see it. */
export const pausedMailAccount = z.object({
  account_id: z.string(),
  company: z.string(),
  paused_at: z.string(),
  reason: z.string(),
});
export type PausedMailAccount = z.infer<typeof pausedMailAccount>;

/** GET /api/admin/paused-mail. */
export const pausedMailResponse = z.object({ accounts: z.array(pausedMailAccount) });

/** DELETE /api/admin/paused-mail/{id}: the account whose mail resumes. */
export const pausedMailPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
