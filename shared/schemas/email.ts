import { z } from 'zod';

/** Templates the send-email consumer knows how to render. */
export const EMAIL_TEMPLATES = [
  'welcome',
  'password-reset',
  'team-invite',
  'contact-received',
  'partner-application-received',
  'gdpr-request-received',
  'proposal-link',
  'proposal-decision',
  'signing-request',
  'contract-signed',
  'partner-application-status',
  'operator-new-submission',
  ...(['payment-receipt', 'trial-ending', 'payment-failed', 'subscription-cancelled'] as const),
  'project-status',
] as const;

/** A file of one of our buckets attached to a mail (a signed contract, the company logo). */
export const emailAttachment = z.strictObject({
  bucket: z.enum(['documents', 'uploads']),
  key: z.string().min(1).max(1024),
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  /** Set for an inline image the HTML shows as `cid:<contentId>`. */
  contentId: z.string().min(1).max(100).optional(),
});
export type EmailAttachment = z.infer<typeof emailAttachment>;

/** A job on the send-email queue: who, which template with which data, and the business key that makes it send once. */
export const emailJob = z.strictObject({
  /** Dedupe key of the business event (e.g. `welcome#<userId>`), never the SQS message id. */
  key: z.string().min(1).max(300),
  to: z.array(z.email()).min(1).max(10),
  template: z.enum(EMAIL_TEMPLATES),
  data: z.record(z.string(), z.unknown()),
  replyTo: z.email().optional(),
  /** Files attached from our own buckets (by key, never bytes: a queue message stays small). */
  attachments: z.array(emailAttachment).max(5).optional(),
});
export type EmailJob = z.infer<typeof emailJob>;
