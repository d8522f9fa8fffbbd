import { ulid } from 'ulid';
import {
  BUILTIN_TEMPLATES,
  COMMUNICATION_MESSAGES,
  firstNameOf,
  renderTemplateText,
  TEMPLATE_FIELDS,
  TEMPLATE_FIELD_NAMES,
  type CommunicationType,
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
  sendCommunicationRequest,
  sendStatusUpdateRequest,
  TemplatesResponse,
} from '@shared/communications/schemas/communications.js';
import { getAccount, brandingMail, companyFor, guardSend, mailOnBehalf } from '../../accounts/index.js';
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
import { NotFoundError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { loadEstimate } from '../../estimates/index.js';

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

/** A message to send: its template text, what it is about, the values of its fields. */
interface Outgoing {
  recipients: string[];
  subject: string;
  body: string;
  type: CommunicationType;
  estimateId: string | null;
  projectId: string | null;
  values: TemplateValues;
}

/**
 * Records a communication (queued) and queues its mail with the account's company details and logo;
 * the send-email consumer sends it and marks it sent, SES events do the rest.
 */
async function sendMessage(caller: Caller, outgoing: Outgoing, now = new Date()): Promise<Communication> {
  const permit = await guardSend(caller.accountId, outgoing.recipients, now);
  const [company, account] = await Promise.all([
    companyFor(caller.accountId, caller.userId, false),
    getAccount(caller.accountId),
  ]);
  const values: TemplateValues = {
    company_name: company.name,
    company_phone: company.phone ?? '',
    company_email: company.email ?? '',
    ...outgoing.values,
  };
  const communicationId = ulid(now.getTime());
  const record = await putCommunication({
    accountId: caller.accountId,
    communicationId,
    communicationType: outgoing.type,
    template: 'communication',
    subject: renderTemplateText(outgoing.subject, values),
    recipients: outgoing.recipients,
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
    to: outgoing.recipients,
    template: 'communication',
    replyTo: company.email ?? undefined,
    data: {
      subject: outgoing.subject,
      body: outgoing.body,
      values,
      companyName: company.name,
      contactPhone: company.phone,
      contactEmail: company.email,
      brandColour: company.brandColour,
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

/** The field values an estimate gives a message (404 for another account's estimate). */
async function estimateValues(caller: Caller, estimateId: string | undefined): Promise<TemplateValues> {
  if (!estimateId) return {};
  const estimate = await loadEstimate(caller.accountId, estimateId);
  const name = [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ');
  return {
    customer_first_name: estimate.customerFirstName ?? firstNameOf(name),
    customer_name: name,
    property_address: estimate.address,
    proposal_total: estimate.finalCents === null ? '' : formatCents(estimate.finalCents),
  };
}

/** POST /api/communications/send: a written message or a template, to up to 10 recipients. */
export async function sendCommunicationFor(
  caller: Caller,
  body: z.output<typeof sendCommunicationRequest>,
): Promise<{ communication: Communication }> {
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
  const values = { ...(await estimateValues(caller, body.estimate_id)), ...body.values };
  const communication = await sendMessage(caller, {
    recipients: body.recipients,
    subject: subject!,
    body: text!,
    type,
    estimateId: body.estimate_id ?? null,
    projectId: body.project_id ?? null,
    values,
  });
  return { communication };
}

/** POST /api/communications/send-status-update: the built-in status template to the homeowner. */
export async function sendStatusUpdateFor(
  caller: Caller,
  body: z.output<typeof sendStatusUpdateRequest>,
): Promise<{ communication: Communication }> {
  const template = BUILTIN_TEMPLATES.find((item) => item.id === 'builtin-status-update')!;
  const fromEstimate = await estimateValues(caller, body.estimate_id);
  const communication = await sendMessage(caller, {
    recipients: [body.customer_email],
    subject: template.subject,
    body: template.body,
    type: 'status_update',
    estimateId: body.estimate_id ?? null,
    projectId: body.project_id ?? null,
    values: {
      ...fromEstimate,
      customer_name: body.customer_name,
      customer_first_name: firstNameOf(body.customer_name),
      project_name: body.project_name ?? '',
      status: body.status,
      property_address: body.property_address ?? fromEstimate.property_address ?? '',
    },
  });
  return { communication };
}
