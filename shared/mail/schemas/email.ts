import * as z from '../../kernel/zod.js';
import { COMMUNICATION_TYPES } from '../communications.js';
import { EMAIL_TEMPLATES } from '../template-names.js';

/** A file of one of our buckets attached to a mail (a signed contract, the company logo). */
export const emailAttachment = z.strictObject({
  bucket: z.enum(['documents', 'uploads']),
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Set for an inline image the HTML shows as `cid:<contentId>`. */
  contentId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type EmailAttachment = z.infer<typeof emailAttachment>;

/** Who a mail is sent for and what it is about, so it is recorded as a communication (docs/product.md#communications). */
export const emailContext = z.strictObject({
  accountId: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.optional(z.enum(COMMUNICATION_TYPES)),
  estimateId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  projectId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  proposalId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type EmailContext = z.infer<typeof emailContext>;

/** A job on the send-email queue: who, which template with which data, and the business key that makes it send once. */
export const emailJob = z.strictObject({
  /** Dedupe key of the business event (e.g. `welcome#<userId>`), never the SQS message id. */
  key: z.string().check(z.minLength(1), z.maxLength(300)),
  to: z.array(z.email()).check(z.minLength(1), z.maxLength(10)),
  template: z.enum(EMAIL_TEMPLATES),
  data: z.record(z.string(), z.unknown()),
  replyTo: z.optional(z.email()),
  /** Files attached from our own buckets (by key, never bytes: a queue message stays small). */
  attachments: z.optional(z.array(emailAttachment).check(z.maxLength(5))),
  /** The communication this mail is recorded as (set by the enqueue helper when missing). */
  communicationId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The account it is sent for; without it the account is found from the recipient, if a member. */
  context: z.optional(emailContext),
});
export type EmailJob = z.infer<typeof emailJob>;
