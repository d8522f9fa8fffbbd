import { ulid } from 'ulid';
import {
  BUILTIN_TEMPLATES,
  COMMUNICATION_MESSAGES,
  firstNameOf,
  renderTemplateText,
  TEMPLATE_FIELDS,
  TEMPLATE_FIELD_NAMES,
  unresolvedFields,
  type CommunicationType,
  type TemplateField,
  type TemplateValues,
} from '@shared/mail/communications.js';
import { formatCents } from '@shared/kernel/format.js';
import type { z } from '@shared/kernel/zod.js';
import type {
  Communication,
  CommunicationStats,
  CommunicationsPage,
  createTemplateRequest,
  ListCommunicationsQuery,
  MessageTemplate,
  PreviewResponse,
  sendCommunicationRequest,
  sendStatusUpdateRequest,
  TemplatesResponse,
} from '@shared/communications/schemas/communications.js';
import {
  getAccount,
  brandingMail,
  companyFor,
  companyMailData,
  guardSend,
  mailOnBehalf,
  type SendPermit,
} from '../../accounts/index.js';
import {
  getCommunication,
  listCommunications,
  putCommunication,
  type CommunicationRecord,
} from '../data/communications.js';
import {
  listMessageTemplates,
  putMessageTemplate,
  type MessageTemplateRecord,
} from '../data/message-templates.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { loadEstimate, newestEstimateByCustomerEmail, type CustomerEstimate } from '../../estimates/index.js';
import { loadProject } from '../../jobs/index.js';

/** The answer shape of one communication. */
export function toCommunication(record: CommunicationRecord): Communication {
  return {
    id: record.communicationId,
    subject: record.subject,
    recipients: record.recipients,
    created_at: record.createdAt,
    communication_type: record.communicationType,
    delivery_status: record.deliveryStatus,
    template: record.template,
    estimate_id: record.estimateId,
    project_id: record.projectId,
    proposal_id: record.proposalId,
    updated_at: record.updatedAt,
  };
}

/** GET /api/communications: one page of the account's communications, newest first. */
export async function listCommunicationsFor(
  caller: Caller,
  query: ListCommunicationsQuery,
): Promise<CommunicationsPage> {
  const page = await listCommunications(
    caller.accountId,
    {
      type: query.type ?? query.communication_type,
      status: query.status,
      audience: query.audience,
      customer: query.customer,
      estimateId: query.estimate_id,
      projectId: query.project_id,
    },
    { limit: query.limit, cursor: query.cursor },
  );
  return { communications: page.items.map(toCommunication), next_cursor: page.nextCursor };
}

/** GET /api/communications/{id}/stats: the status and its events; another account's id answers 404. */
export async function communicationStatsFor(caller: Caller, id: string): Promise<CommunicationStats> {
  const record = await getCommunication(caller.accountId, id);
  if (!record) throw new NotFoundError(COMMUNICATION_MESSAGES.notFound);
  const first = (status: string) => record.events.find((event) => event.status === status)?.at ?? null;
  return {
    id: record.communicationId,
    delivery_status: record.deliveryStatus,
    recipients: record.recipients.length,
    events: record.events.map((event) => ({ ...event })),
    sent_at: first('sent'),
    delivered_at: first('delivered'),
    bounced_at: first('bounced'),
  };
}

function toTemplate(record: MessageTemplateRecord): MessageTemplate {
  return {
    id: record.templateId,
    name: record.name,
    communication_type: record.communicationType,
    subject: record.subject,
    body: record.body,
    builtin: false,
    created_at: record.createdAt,
  };
}

/** GET /api/communications/templates: the built-in and the account's own templates, and the fields. */
export async function templatesFor(caller: Caller): Promise<TemplatesResponse> {
  const own = await listMessageTemplates(caller.accountId);
  return {
    templates: [
      ...BUILTIN_TEMPLATES.map((template) => ({ ...template, builtin: true, created_at: null })),
      ...own.map(toTemplate),
    ],
    fields: TEMPLATE_FIELD_NAMES.map((name) => ({ name, description: TEMPLATE_FIELDS[name] })),
  };
}

/** POST /api/communications/templates: saves a template (the schema refused unknown fields and scripts). */
export async function createTemplateFor(
  caller: Caller,
  body: z.output<typeof createTemplateRequest>,
): Promise<MessageTemplate> {
  const record: MessageTemplateRecord = {
    accountId: caller.accountId,
    templateId: ulid(),
    name: body.name,
    communicationType: body.communication_type,
    subject: body.subject,
    body: body.body,
    createdBy: caller.userId,
    createdAt: new Date().toISOString(),
  };
  await putMessageTemplate(record);
  return toTemplate(record);
}

/** One recipient's mail: the template text, what it is about, the values of its fields for that recipient. */
interface Outgoing {
  recipient: string;
  subject: string;
  body: string;
  type: CommunicationType;
  estimateId: string | null;
  projectId: string | null;
  values: TemplateValues;
}

/** The company's own fields, the same for every recipient. */
async function companyValues(caller: Caller): Promise<TemplateValues> {
  const company = await companyFor(caller.accountId, caller.userId, false);
  return {
    company_name: company.name,
    company_phone: company.phone ?? '',
    company_email: company.email ?? '',
  };
}

/**
 * Records one recipient's communication (queued) and queues its mail, to that recipient alone, with the
 * account's company details and logo; the send-email consumer sends it and marks it sent, SES events
 * do the rest. One mail per recipient: nobody sees another customer's address, and a bounce marks
 * only its own recipient's communication.
 */
async function sendOne(
  caller: Caller,
  permit: SendPermit,
  outgoing: Outgoing,
  now: Date,
): Promise<Communication> {
  const [company, account] = await Promise.all([
    companyFor(caller.accountId, caller.userId, false),
    getAccount(caller.accountId),
  ]);
  const communicationId = ulid(now.getTime());
  const record = await putCommunication({
    accountId: caller.accountId,
    communicationId,
    communicationType: outgoing.type,
    template: 'communication',
    subject: renderTemplateText(outgoing.subject, outgoing.values),
    recipients: [outgoing.recipient],
    estimateId: outgoing.estimateId,
    projectId: outgoing.projectId,
    proposalId: null,
    deliveryStatus: 'queued',
    createdAt: now.toISOString(),
  });
  const logo = brandingMail(account);
  await mailOnBehalf(permit, {
    key: `communication#${communicationId}`,
    communicationId,
    to: [outgoing.recipient],
    template: 'communication',
    replyTo: company.email ?? undefined,
    data: {
      subject: outgoing.subject,
      body: outgoing.body,
      values: outgoing.values,
      ...companyMailData(company),
      ...logo.data,
    },
    attachments: logo.attachments.length ? logo.attachments : undefined,
    context: {
      accountId: caller.accountId,
      type: outgoing.type,
      estimateId: outgoing.estimateId ?? undefined,
      projectId: outgoing.projectId ?? undefined,
    },
  });
  return toCommunication(record);
}

/** The fields a customer's estimate fills (blank ones left out, so a typed value still counts). */
function estimateValues(estimate: CustomerEstimate | undefined): TemplateValues {
  if (!estimate) return {};
  const name = [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ');
  const values: TemplateValues = {
    customer_first_name: estimate.customerFirstName ?? firstNameOf(name),
    customer_name: name,
    property_address: estimate.address,
    proposal_total: estimate.finalCents === null ? '' : formatCents(estimate.finalCents),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim()));
}

/** A message as each recipient would receive it. */
interface Draft {
  type: CommunicationType;
  subject: string;
  body: string;
  recipients: {
    recipient: string;
    values: TemplateValues;
    estimateId: string | null;
    unresolved: TemplateField[];
  }[];
}

/**
 * Drafts a message per recipient (docs/product.md#communications): the template's text, and for each
 * recipient the fields of their own customer record: the linked estimate's when it is theirs (or the
 * only recipient's), else the newest estimate with their address; typed values fill what no record
 * does. Another account's template or estimate is 404.
 */
async function draftMessage(caller: Caller, body: z.output<typeof sendCommunicationRequest>): Promise<Draft> {
  let subject = body.subject;
  let text = body.body;
  let type: CommunicationType = 'message';
  if (body.template_id) {
    const template = (await templatesFor(caller)).templates.find((item) => item.id === body.template_id);
    if (!template) throw new NotFoundError(COMMUNICATION_MESSAGES.templateNotFound);
    subject = subject ?? template.subject;
    text = text ?? template.body;
    type = template.communication_type;
  }
  // A message is linked only to a project of the caller's own account (loadProject is 404 otherwise).
  const [linked] = await Promise.all([
    body.estimate_id ? loadEstimate(caller.accountId, body.estimate_id) : undefined,
    body.project_id ? loadProject(caller.accountId, body.project_id) : undefined,
  ]);
  const linkedTo = (recipient: string) =>
    linked !== undefined &&
    (body.recipients.length === 1 || linked.customerEmail?.toLowerCase() === recipient);
  const [company, byEmail] = await Promise.all([
    companyValues(caller),
    newestEstimateByCustomerEmail(
      caller.accountId,
      body.recipients.filter((recipient) => !linkedTo(recipient)),
    ),
  ]);
  return {
    type,
    subject: subject!,
    body: text!,
    recipients: body.recipients.map((recipient) => {
      const own = linkedTo(recipient) ? linked : byEmail.get(recipient);
      const values = { ...company, ...body.values, ...estimateValues(own) };
      return {
        recipient,
        values,
        estimateId: body.estimate_id ?? own?.estimateId ?? null,
        unresolved: unresolvedFields(values, subject!, text!),
      };
    }),
  };
}

/** POST /api/communications/preview: what each recipient would receive, and the fields left without a value. */
export async function previewCommunicationFor(
  caller: Caller,
  body: z.output<typeof sendCommunicationRequest>,
): Promise<PreviewResponse> {
  const draft = await draftMessage(caller, body);
  return {
    previews: draft.recipients.map((item) => ({
      recipient: item.recipient,
      subject: renderTemplateText(draft.subject, item.values),
      body: renderTemplateText(draft.body, item.values),
      unresolved: item.unresolved,
      estimate_id: item.estimateId,
    })),
  };
}

/**
 * POST /api/communications/send: a written message or a template, one mail per recipient (up to 10).
 * Refused with 400 naming the field and the recipient while any field would go out blank.
 */
export async function sendCommunicationFor(
  caller: Caller,
  body: z.output<typeof sendCommunicationRequest>,
  now = new Date(),
): Promise<{ communication: Communication; communications: Communication[] }> {
  const draft = await draftMessage(caller, body);
  const blank = draft.recipients.find((item) => item.unresolved.length);
  if (blank) {
    const message = COMMUNICATION_MESSAGES.unresolved(blank.recipient, blank.unresolved);
    throw new ValidationError(message, { errors: [{ path: 'body', message }] });
  }
  const permit = await guardSend(caller.accountId, body.recipients, now);
  const communications: Communication[] = [];
  for (const item of draft.recipients)
    communications.push(
      await sendOne(
        caller,
        permit,
        {
          recipient: item.recipient,
          subject: draft.subject,
          body: draft.body,
          type: draft.type,
          estimateId: item.estimateId,
          projectId: body.project_id ?? null,
          values: item.values,
        },
        now,
      ),
    );
  return { communication: communications[0]!, communications };
}

/** POST /api/communications/send-status-update: the built-in status template to the homeowner. */
export async function sendStatusUpdateFor(
  caller: Caller,
  body: z.output<typeof sendStatusUpdateRequest>,
  now = new Date(),
): Promise<{ communication: Communication; communications: Communication[] }> {
  const template = BUILTIN_TEMPLATES.find((item) => item.id === 'builtin-status-update')!;
  // The linked project fills its name and address when the caller leaves them out, so the mail never
  // shows a blank where the template names the project.
  const [estimate, project] = await Promise.all([
    body.estimate_id ? loadEstimate(caller.accountId, body.estimate_id) : undefined,
    body.project_id ? loadProject(caller.accountId, body.project_id) : undefined,
  ]);
  const fromEstimate = estimateValues(estimate);
  const permit = await guardSend(caller.accountId, [body.customer_email], now);
  const communication = await sendOne(
    caller,
    permit,
    {
      recipient: body.customer_email,
      subject: template.subject,
      body: template.body,
      type: 'status_update',
      estimateId: body.estimate_id ?? null,
      projectId: body.project_id ?? null,
      values: {
        ...(await companyValues(caller)),
        ...fromEstimate,
        customer_name: body.customer_name,
        customer_first_name: firstNameOf(body.customer_name),
        project_name: body.project_name ?? project?.name ?? '',
        status: body.status,
        property_address: body.property_address ?? project?.address ?? fromEstimate.property_address ?? '',
      },
    },
    now,
  );
  return { communication, communications: [communication] };
}
