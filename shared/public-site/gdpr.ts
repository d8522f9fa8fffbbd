// When a GDPR request must be answered: the public form, the account's delete request and the CRM
// all date it the same way.

import { addDays } from '../kernel/time.js';

/** Days within which a GDPR request must be answered. */
export const GDPR_DUE_DAYS = 30;

/** When a GDPR request received at `receivedAt` is due: 30 days later. */
export function gdprDueDate(receivedAt: string): string {
  return addDays(new Date(receivedAt), GDPR_DUE_DAYS).toISOString();
}

/** Hours a GDPR request's confirmation link stays valid; an unconfirmed request is dropped after it. */
export const GDPR_CONFIRM_HOURS = 72;

/** When a confirmation link sent at `sentAt` stops working. */
export function gdprConfirmExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + GDPR_CONFIRM_HOURS * 3_600_000);
}

/** What the requester reads on the confirm page and in the API's answers. */
export const GDPR_CONFIRM_MESSAGES = {
  confirmed: 'Thank you: your request is confirmed. We will respond within 30 days.',
  invalid: 'This confirmation link is invalid or has already been used.',
  expired: `This confirmation link has expired (links work for ${GDPR_CONFIRM_HOURS} hours). Please send your request again.`,
} as const;
