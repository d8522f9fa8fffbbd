import { DAY_MS } from '../kernel/time.js';
/**
 * Signature requests for any PDF of the documents library (docs/product.md#documents): the lifecycle, the reminder
 * rule and the messages. A request is `sent`, becomes `viewed` when the signer opens the link, and
 * ends `signed`, `declined` or `expired` (its link's 14 days ran out unsigned).
 */

/** Every status a signature request can have. */
export const SIGNATURE_STATUSES = ['sent', 'viewed', 'signed', 'declined', 'expired'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** The reminder goes out once, this long after the request, if it is still unsigned. */
export const SIGNATURE_REMINDER_MS = 3 * DAY_MS;

/** What the stored request needs for its status to be read. */
export interface SignatureLifecycle {
  status: 'sent' | 'viewed' | 'signed' | 'declined';
  expiresAt: string;
  reminderSentAt: string | null;
  sentAt: string;
}

/** The status as of `now`: an open request past its link's expiry reads `expired`. */
export function signatureStatusAt(request: SignatureLifecycle, now: Date): SignatureStatus {
  const open = request.status === 'sent' || request.status === 'viewed';
  return open && Date.parse(request.expiresAt) <= now.getTime() ? 'expired' : request.status;
}

/** When the reminder is due (3 days after sending). */
export function reminderDueAt(sentAt: string): string {
  return new Date(Date.parse(sentAt) + SIGNATURE_REMINDER_MS).toISOString();
}

/** Whether the one reminder should go out now: still open, not yet reminded, 3 days on. */
export function reminderIsDue(request: SignatureLifecycle, now: Date): boolean {
  const status = signatureStatusAt(request, now);
  return (
    (status === 'sent' || status === 'viewed') &&
    request.reminderSentAt === null &&
    Date.parse(reminderDueAt(request.sentAt)) <= now.getTime()
  );
}

/** Messages of the document signing routes. */
export const DOCUMENT_SIGNING_MESSAGES = {
  sent: 'The signature request is on its way',
  notPdf: 'Only a PDF document can be sent for signature',
  alreadySigned: 'This document is already signed',
  noRequest: 'This document has not been sent for signature',
  linkInvalid: 'This signing link is not valid',
  linkUsed: 'This document has already been signed or declined',
  linkReplaced: 'A newer signing link was sent for this document',
  linkExpired: 'This signing link has expired. Please ask for a new one.',
  signed: 'Thank you! The document is signed.',
  declined: 'You declined to sign this document. The sender has been told.',
} as const;
