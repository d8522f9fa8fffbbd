import * as z from '../../kernel/zod.js';
import {
  COMMUNICATION_TYPES,
  DELIVERY_STATUSES,
  MAIL_AUDIENCES,
  TEMPLATE_FIELD_NAMES,
  templateProblem,
} from '../../mail/communications.js';
import { pageCursor, pageLimit, pageResponse } from '../../kernel/schemas/paging.js';

const COMMUNICATION_PAGE = { default: 25, max: 100 } as const;

const email = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Email is too long')),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  z.transform((value) => value.toLowerCase()),
);
const id = z.string().check(z.minLength(1), z.maxLength(64));
const subject = z
  .string()
  .check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(200, 'Subject is too long'));
const body = z
  .string()
  .check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(10_000, 'Message is too long'));

const recipients = z
  .array(email)
  .check(z.minLength(1, 'Add at least one recipient'), z.maxLength(10, 'At most 10 recipients'));

/** Path of the single-communication routes. */
export const communicationPath = z.object({ id });

/** GET /api/communications query: filters (type, status, customer, estimate, project) and a cursor. */
export const listCommunicationsQuery = z.object({
  type: z.optional(z.enum(COMMUNICATION_TYPES)),
  /** The spec's name for `type` (the insurance screen asks `communication_type=proposal`). */
  communication_type: z.optional(z.enum(COMMUNICATION_TYPES)),
  status: z.optional(z.enum(DELIVERY_STATUSES)),
  /** Customer mail (default) or the account's own notices; a `type` filter decides on its own. */
  audience: z.optional(z.enum(MAIL_AUDIENCES)),
  customer: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  estimate_id: z.optional(id),
  project_id: z.optional(id),
  limit: pageLimit(COMMUNICATION_PAGE.default, COMMUNICATION_PAGE.max),
  cursor: pageCursor,
});
export type ListCommunicationsQuery = z.output<typeof listCommunicationsQuery>;

/** Values for a template's fields, by field name (only known fields). */
export const templateValues = z.partialRecord(
  z.enum(TEMPLATE_FIELD_NAMES),
  z.string().check(z.maxLength(500)),
);

/** POST /api/communications/send: a message to up to 10 recipients, written out or from a template. */
export const sendCommunicationRequest = z
  .strictObject({
    recipients,
    template_id: z.optional(id),
    subject: z.optional(subject),
    body: z.optional(body),
    estimate_id: z.optional(id),
    project_id: z.optional(id),
    values: z.optional(templateValues),
  })
  .check(
    z.superRefine((value, context) => {
      if (!value.template_id && (!value.subject || !value.body))
        context.addIssue({ code: 'custom', message: 'Give a subject and a message, or a template' });
      const problem = templateProblem(value.subject ?? '', value.body ?? '');
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['body'] });
    }),
  );
export type SendCommunicationRequest = z.input<typeof sendCommunicationRequest>;

const splitRecipients = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The New message form: the recipients typed as one text (split at commas and spaces, each checked
 * like the send request's), a subject and a message.
 */
export const sendMessageForm = z
  .object({
    to: z.pipe(
      z.string().check(
        z.superRefine((text, context) => {
          const checked = recipients.safeParse(splitRecipients(text));
          if (!checked.success)
            context.addIssue({ code: 'custom', message: checked.error.issues[0].message });
        }),
      ),
      z.transform((text) => recipients.parse(splitRecipients(text))),
    ),
    subject,
    body,
  })
  .check(
    z.superRefine((value, context) => {
      const problem = templateProblem(value.subject, value.body);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['body'] });
    }),
  );

/** POST /api/communications/send-status-update: a project status update to the homeowner. */
export const sendStatusUpdateRequest = z.strictObject({
  customer_email: email,
  customer_name: z.string().check(z.trim(), z.minLength(1, 'Customer name is required'), z.maxLength(200)),
  status: z.string().check(z.trim(), z.minLength(1, 'Status is required'), z.maxLength(200)),
  project_id: z.optional(id),
  project_name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  estimate_id: z.optional(id),
  property_address: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type SendStatusUpdateRequest = z.input<typeof sendStatusUpdateRequest>;

/** POST /api/communications/templates: a message template; unknown fields or script-like text → 400. */
export const createTemplateRequest = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
    communication_type: z._default(z.enum(COMMUNICATION_TYPES), 'message'),
    subject,
    body,
  })
  .check(
    z.superRefine((value, context) => {
      const problem = templateProblem(value.name, value.subject, value.body);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['body'] });
    }),
  );
export type CreateTemplateRequest = z.input<typeof createTemplateRequest>;

/** One communication (docs/product.md#communications), plus what it is about. */
export const communication = z.object({
  id: z.string(),
  subject: z.string(),
  recipients: z.array(z.string()),
  created_at: z.string(),
  communication_type: z.enum(COMMUNICATION_TYPES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  template: z.string(),
  estimate_id: z.nullable(z.string()),
  project_id: z.nullable(z.string()),
  proposal_id: z.nullable(z.string()),
  updated_at: z.string(),
});
export type Communication = z.infer<typeof communication>;

/** GET /api/communications answer. */
export const communicationsPage = pageResponse('communications', communication);
export type CommunicationsPage = z.infer<typeof communicationsPage>;

/** A delivery event as recorded on a communication. */
export const deliveryEvent = z.object({
  status: z.enum(DELIVERY_STATUSES),
  at: z.string(),
  recipient: z.nullable(z.string()),
  detail: z.nullable(z.string()),
});

/** GET /api/communications/{id}/stats answer: the status and the events that led to it. */
export const communicationStats = z.object({
  id: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  recipients: z.number().check(z.int()),
  events: z.array(deliveryEvent),
  sent_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
  bounced_at: z.nullable(z.string()),
});
export type CommunicationStats = z.infer<typeof communicationStats>;

/** A message template (built-in ones are read-only). */
export const messageTemplate = z.object({
  id: z.string(),
  name: z.string(),
  communication_type: z.enum(COMMUNICATION_TYPES),
  subject: z.string(),
  body: z.string(),
  builtin: z.boolean(),
  created_at: z.nullable(z.string()),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

/** GET /api/communications/templates answer: the templates and the fields they may use. */
export const templatesResponse = z.object({
  templates: z.array(messageTemplate),
  fields: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type TemplatesResponse = z.infer<typeof templatesResponse>;

/**
 * The answer of a send: one communication per recipient (each its own mail, fields filled for that
 * recipient); `communication` is the first of them.
 */
export const sendCommunicationResponse = z.object({ communication, communications: z.array(communication) });

/** One recipient's mail as it would go out: the filled text and the fields left without a value. */
export const messagePreview = z.object({
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Fields with no value for this recipient: the send is refused while any is left. */
  unresolved: z.array(z.string()),
  /** The estimate whose customer filled the fields, if any. */
  estimate_id: z.nullable(z.string()),
});
export type MessagePreview = z.infer<typeof messagePreview>;

/** POST /api/communications/preview answer: what each recipient would receive (the body is a send's). */
export const previewResponse = z.object({ previews: z.array(messagePreview) });
export type PreviewResponse = z.infer<typeof previewResponse>;
