import { z } from 'zod';

/** Templates the send-email consumer knows how to render. */
export const EMAIL_TEMPLATES = ['welcome'] as const;

/** A job on the send-email queue: who, which template with which data, and the business key that makes it send once. */
export const emailJob = z.strictObject({
  /** Dedupe key of the business event (e.g. `welcome#<userId>`), never the SQS message id. */
  key: z.string().min(1).max(300),
  to: z.array(z.email()).min(1).max(10),
  template: z.enum(EMAIL_TEMPLATES),
  data: z.record(z.string(), z.unknown()),
  replyTo: z.email().optional(),
});
export type EmailJob = z.infer<typeof emailJob>;
