/**
 * The send guard's pure rules (docs/decisions.md#one-send-guard-for-mail-on-an-accounts-behalf): which
 * mails are sent on an account's behalf, the daily caps an account is held to, and when its bounces
 * and complaints pause its mail.
 */
import { MAIL_CAPS } from '../kernel/plans.js';
import type { PlanState } from '../kernel/entitlements.js';
import type { EmailTemplate } from './template-names.js';

/**
 * Templates that go to someone outside the account at the account's request, so they pass the guard.
 * `contract-signed` is the signer's receipt of their own signature; the rest are the platform's own
 * mails or notices to the account's members (docs/decisions.md).
 */
export const GUARDED_TEMPLATES = [
  'proposal-link',
  'signing-request',
  'signing-document',
  'team-invite',
  'project-status',
  'communication',
] as const satisfies readonly EmailTemplate[];
export type GuardedTemplate = (typeof GUARDED_TEMPLATES)[number];

/** Whether a template is sent on an account's behalf (and must pass the guard). */
export function isGuardedTemplate(template: string): template is GuardedTemplate {
  return (GUARDED_TEMPLATES as readonly string[]).includes(template);
}

/** The daily caps of an account in a plan state: a trial's are lower. */
export function mailCapsOf(state: PlanState): { perAccountPerDay: number; perRecipientPerDay: number } {
  return state === 'trial' ? MAIL_CAPS.trial : MAIL_CAPS.paid;
}

/** Delivery health is judged over fixed 30-day windows of an account's guarded sends. */
export const MAIL_HEALTH_WINDOW_DAYS = 30;
/**
 * An account is paused at ≥ 5 % hard bounces or ≥ 0.1 % complaints (SES's own review levels), once it
 * sent at least 100 mails in the window, so one typo in a small account's first mails pauses nothing.
 */
export const MAIL_HEALTH = { minSends: 100, bounceRate: 0.05, complaintRate: 0.001 } as const;

/** An account's guarded sends, hard bounces and complaints in the current window. */
export interface MailHealthCounts {
  sends: number;
  bounces: number;
  complaints: number;
}

/** Why an account's mail should pause now (the operator's notice says it), or null while healthy. */
export function mailPauseReason(counts: MailHealthCounts): string | null {
  if (counts.sends < MAIL_HEALTH.minSends) return null;
  const percent = (count: number) => `${((count / counts.sends) * 100).toFixed(1)} %`;
  if (counts.complaints / counts.sends >= MAIL_HEALTH.complaintRate)
    return `${counts.complaints} complaints in ${counts.sends} mails (${percent(counts.complaints)})`;
  if (counts.bounces / counts.sends >= MAIL_HEALTH.bounceRate)
    return `${counts.bounces} hard bounces in ${counts.sends} mails (${percent(counts.bounces)})`;
  return null;
}

/** The refusals of the send guard (shown as the answer's `detail`). */
export const SEND_GUARD_MESSAGES = {
  accountCap: (cap: number, resetsAt: string) =>
    `Your account reached its limit of ${cap} customer mails a day. It resets at ${resetsAt}.`,
  recipientCap: (email: string, cap: number, resetsAt: string) =>
    `${email} already received ${cap} mails from your account today. The limit resets at ${resetsAt}.`,
  suppressed: (email: string, why: 'bounced' | 'complained') =>
    why === 'complained'
      ? `${email} marked your mail as spam, so nothing more is sent to it. Change the customer's email address to reach them.`
      : `Mail to ${email} bounced permanently, so nothing more is sent to it. Change the customer's email address to reach them.`,
  paused:
    'Customer mail from your account is paused because too many recent mails bounced or were marked as spam. Contact support to have it reviewed.',
} as const;
