/**
 * The names of the mail templates: the registry renders each of them, every template module keys its
 * renderers by them, and the email job schema accepts only them.
 */

/** Templates the send-email consumer knows how to render. */
export const EMAIL_TEMPLATES = [
  'welcome',
  'password-reset',
  'team-invite',
  'contact-received',
  'partner-application-received',
  'gdpr-request-received',
  'gdpr-request-confirm',
  'proposal-link',
  'proposal-decision',
  'signing-request',
  'signing-document',
  'contract-signed',
  'partner-application-status',
  'operator-new-submission',
  ...(['payment-receipt', 'trial-ending', 'payment-failed', 'subscription-cancelled'] as const),
  'project-status',
  'payment-request',
  'payment-reminder',
  'communication',
  ...(['signup-confirm', 'signup-existing'] as const),
  'team-notice',
] as const;
/** One template name. */
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
