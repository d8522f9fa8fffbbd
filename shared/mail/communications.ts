/**
 * Communications (docs/product.md#communications): every mail sent on an account's
 * behalf, its delivery status as SES reports it, message templates with a fixed list of fields, and
 * when the daily caps reset (the caps: send-guard.ts). Pure: the functions and the web share it.
 */

import { escapeHtml } from './layout.js';

/** Kinds of communication (`communication_type`). */
export const COMMUNICATION_TYPES = [
  'proposal',
  'status_update',
  'signing',
  'message',
  'notification',
  'account',
] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** Delivery statuses: queued until SES accepted it, then what SES events say. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delayed', 'delivered', 'bounced', 'complained'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The filters of the communications list (each optional). */
export interface CommunicationFilters {
  type?: CommunicationType;
  status?: DeliveryStatus;
  customer?: string;
  estimateId?: string;
  /** A project's own messages (docs/product.md#communications). */
  projectId?: string;
  /** Customer mail (the default), or the account's own receipts and notices (type account). */
  audience?: MailAudience;
}

/** The two views of the mail log: mail to customers, and the account's own receipts and notices. */
export const MAIL_AUDIENCES = ['customers', 'account'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/**
 * How far along a status is. An event only moves a communication forward, so a late or redelivered
 * `Send` never hides a `Delivery`, and a bounce or complaint is final.
 */
export const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delayed: 2,
  delivered: 3,
  bounced: 4,
  complained: 5,
};

/** Whether an event with status `next` may replace the stored `current` status. */
export function advancesDelivery(current: DeliveryStatus, next: DeliveryStatus): boolean {
  return DELIVERY_RANK[next] > DELIVERY_RANK[current];
}

/** SES event types (configuration-set event publishing) and the status each one means. */
export const SES_EVENT_STATUS = {
  Send: 'sent',
  Delivery: 'delivered',
  Bounce: 'bounced',
  Complaint: 'complained',
  DeliveryDelay: 'delayed',
} as const satisfies Record<string, DeliveryStatus>;
export type SesEventType = keyof typeof SES_EVENT_STATUS;

/** The mail template each communication type is sent with when the caller names none. */
export function communicationTypeOfTemplate(template: string): CommunicationType {
  if (template.startsWith('proposal')) return 'proposal';
  if (template.startsWith('signing') || template.startsWith('contract')) return 'signing';
  if (template === 'status-update') return 'status_update';
  if (template === 'communication') return 'message';
  return 'account';
}

/** The fields a message template may use, with what each one means. */
export const TEMPLATE_FIELDS = {
  customer_first_name: 'The customer’s first name',
  customer_name: 'The customer’s full name',
  company_name: 'Your company name',
  company_phone: 'Your company phone',
  company_email: 'Your company email',
  property_address: 'The property address',
  proposal_total: 'The proposal total',
  project_name: 'The project name',
  status: 'The new status',
} as const;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;
/** Every field name a template may use. */
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_FIELDS) as TemplateField[];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** Markup that could run script in a mail client or the dashboard. */
const SCRIPT_LIKE = /<\s*\/?\s*(script|iframe|object|embed|style|svg)\b|javascript\s*:|\bon[a-z]+\s*=/i;

/** Messages of template and send validation (shown as the 400's `detail`). */
export const COMMUNICATION_MESSAGES = {
  unknownField: (names: string[]) =>
    `Unknown template field${names.length > 1 ? 's' : ''}: ${names.map((name) => `{{${name}}}`).join(', ')}. ` +
    `Use one of: ${TEMPLATE_FIELD_NAMES.map((name) => `{{${name}}}`).join(', ')}`,
  scriptLike: 'Templates may not contain scripts or HTML event handlers',
  notFound: 'Communication not found',
  templateNotFound: 'Template not found',
  unresolved: (recipient: string, names: string[]) =>
    `Not sent: ${names.map((name) => `{{${name}}}`).join(', ')} ${names.length > 1 ? 'have' : 'has'} no value for ` +
    `${recipient}. ` +
    (names.every((name) => name.startsWith('company_'))
      ? 'Add it to the company details in Settings, or take the field out.'
      : "Link the message to that customer's estimate, or take the field out."),
} as const;

/** The field names a template text uses, in order of first use. */
export function templateFieldsOf(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** What is wrong with a template's subject and body, or null when it may be saved. */
export function templateProblem(...texts: string[]): string | null {
  if (texts.some((text) => SCRIPT_LIKE.test(text))) return COMMUNICATION_MESSAGES.scriptLike;
  const unknown = texts
    .flatMap(templateFieldsOf)
    .filter((name) => !(TEMPLATE_FIELD_NAMES as string[]).includes(name));
  return unknown.length ? COMMUNICATION_MESSAGES.unknownField([...new Set(unknown)]) : null;
}

/** Values for a template's fields; a missing one renders empty. */
export type TemplateValues = Partial<Record<TemplateField, string | null | undefined>>;

/**
 * The fields of `texts` that `values` leaves blank, in order of first use: a message with one of them
 * is not sent (a customer would read "Hi ,"), and the preview marks them.
 */
export function unresolvedFields(values: TemplateValues, ...texts: string[]): TemplateField[] {
  const used = [...new Set(texts.flatMap(templateFieldsOf))] as TemplateField[];
  return used.filter((name) => !String(values[name] ?? '').trim());
}

/** A template rendered as plain text (subjects, text bodies): fields filled, nothing escaped. */
export function renderTemplateText(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => String(values[name as TemplateField] ?? ''));
}

/**
 * A template rendered as HTML: the template's own text and every value are escaped, so neither the
 * author nor a customer's name can inject markup; line breaks become `<br>`.
 */
export function renderTemplateHtml(text: string, values: TemplateValues): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(escapeHtml(text.slice(last, match.index)));
    parts.push(escapeHtml(values[match[1] as TemplateField] ?? ''));
    last = match.index + match[0].length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('').replace(/\r?\n/g, '<br>');
}

/** The first name of a full name ("Jane Q. Doe" → "Jane"). */
export function firstNameOf(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** The built-in templates every account starts with (ids prefixed `builtin-`, read-only). */
export const BUILTIN_TEMPLATES = [
  {
    id: 'builtin-status-update',
    name: 'Project status update',
    communication_type: 'status_update' as CommunicationType,
    subject: 'Update on your roof at {{property_address}}',
    body:
      'Hi {{customer_first_name}},\n\nA quick update on your project {{project_name}}: {{status}}.\n\n' +
      'Questions? Call us at {{company_phone}} or reply to this mail.\n\n{{company_name}}',
  },
  {
    id: 'builtin-follow-up',
    name: 'Proposal follow-up',
    communication_type: 'message' as CommunicationType,
    subject: 'Your roofing proposal for {{property_address}}',
    body:
      'Hi {{customer_first_name}},\n\nJust checking in on the proposal we sent for {{property_address}} ' +
      '({{proposal_total}}). Happy to answer any questions.\n\n{{company_name}}\n{{company_phone}}',
  },
] as const;

/** The UTC midnight after `now`, when the daily send caps reset. */
export function capResetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
