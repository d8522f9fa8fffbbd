// When a GDPR request must be answered: the public form, the account's delete request and the CRM
// all date it the same way.

/** Days within which a GDPR request must be answered. */
export const GDPR_DUE_DAYS = 30;

/** When a GDPR request received at `receivedAt` is due: 30 days later. */
export function gdprDueDate(receivedAt: string): string {
  return new Date(Date.parse(receivedAt) + GDPR_DUE_DAYS * 86_400_000).toISOString();
}
