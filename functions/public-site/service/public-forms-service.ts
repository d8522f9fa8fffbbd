import { humanNumber } from '@shared/kernel/human-numbers.js';
import { saveNextNumber } from '../../platform/data/counters.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import { PARTNER_REVIEW_HOURS, PARTNER_TERMS } from '@shared/kernel/plans.js';
import type { EmailJob } from '@shared/mail/schemas/email.js';
import {
  GDPR_REQUEST_TYPES,
  GDPR_SUBMITTED_MESSAGE,
  isBotSubmission,
  leadNotes,
  referenceId,
  type ContactOutput,
  type ContactResponse,
  type GdprResponse,
  type LeadResponse,
} from '@shared/public-site/schemas/public-forms.js';
import type {
  PartnerApplication,
  PartnerApplicationResponse,
} from '@shared/public-site/schemas/partner-application.js';
import type { leadRequest, gdprRequest } from '@shared/public-site/schemas/public-forms.js';
import type { DemoRequest } from '@shared/public-site/schemas/legacy-calls.js';
import type { z } from '@shared/kernel/zod.js';
import { clientAddress } from '../../platform/client-address.js';
import { config } from '../../platform/config.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import {
  getUnconfirmedGdprRequest,
  putContactSubmission,
  putLead,
  putPartnerApplication,
  putUnconfirmedGdprRequest,
  saveGdprRequestConfirmed,
} from '../data/submissions.js';
import { GDPR_CONFIRM_HOURS, GDPR_CONFIRM_MESSAGES, gdprConfirmExpiry } from '@shared/public-site/gdpr.js';
import { GoneError, NotFoundError } from '../../platform/errors.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';
import { newGdprRequest } from './gdpr-request.js';
import { notifyOperators } from './operator-notifications-service.js';

/** Per-client limits of the public forms: generous for a person, a wall for a script. */
export const PUBLIC_FORM_LIMITS = {
  lead: { scope: 'form-lead', limit: 10, windowSeconds: 3600 },
  contact: { scope: 'form-contact', limit: 10, windowSeconds: 3600 },
  partner: { scope: 'form-partner', limit: 5, windowSeconds: 3600 },
  gdpr: { scope: 'form-gdpr', limit: 5, windowSeconds: 3600 },
  gdprConfirm: { scope: 'form-gdpr-confirm', limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/**
 * The common steps of every public write: count the hit against the client's limit (429 over it),
 * then skip storing and mailing when the honeypot is filled — the bot still gets the normal answer.
 */
async function admit(
  rule: RateLimit,
  event: APIGatewayProxyEventV2,
  body: { homepage?: string },
): Promise<boolean> {
  await hit(rule, clientAddress(event));
  if (isBotSubmission(body)) {
    log('info', 'honeypot submission dropped', { scope: rule.scope });
    return false;
  }
  return true;
}

/** A confirmation mail is a courtesy: a queue hiccup must not fail a stored submission. */
async function sendConfirmation(job: EmailJob): Promise<void> {
  try {
    await enqueueEmail(job);
  } catch (error) {
    log('warn', 'confirmation email not queued', { key: job.key, ...errorFields(error) });
  }
}

/** Store a lead (presale popup or early-access page). */
export async function submitLead(
  lead: z.output<typeof leadRequest>,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<LeadResponse> {
  const id = ulid(now.getTime());
  const answer = { id, message: "Thanks! You're on the early access list." };
  if (!(await admit(PUBLIC_FORM_LIMITS.lead, event, lead))) return answer;
  const betaTester = lead.interests.includes('beta_tester');
  await putLead({
    id,
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company ?? null,
    address: null,
    source: lead.source,
    interests: lead.interests,
    notes: lead.notes ?? leadNotes(betaTester, lead.source),
    status: 'new',
    created_at: now.toISOString(),
  });
  return answer;
}

/** Store a contact-form submission and confirm it by mail with its reference id. */
export async function submitContact(
  form: ContactOutput,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<ContactResponse> {
  const id = ulid(now.getTime());
  const answer = {
    id,
    reference_id: referenceId(id),
    message: 'Thank you for contacting us. We will get back to you within 24 hours.',
  };
  if (!(await admit(PUBLIC_FORM_LIMITS.contact, event, form))) return answer;
  await putContactSubmission({
    id,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    company_name: form.companyName ?? null,
    city: form.city,
    reason: form.reason,
    comments: form.comments ?? null,
    responded: false,
    created_at: now.toISOString(),
  });
  await sendConfirmation({
    key: `contact#${id}`,
    to: [form.email],
    template: 'contact-received',
    data: {
      firstName: form.firstName,
      referenceId: answer.reference_id,
      reason: form.reason,
      comments: form.comments ?? '',
    },
  });
  await notifyOperators({
    kind: 'contact',
    id,
    from: `${form.firstName} ${form.lastName} <${form.email}>`,
    summary: `${form.reason}${form.comments ? `: ${form.comments}` : ''}`,
  });
  return answer;
}

/** What happens after a partner application (shown on the confirmation and in the mail). */
export const PARTNER_NEXT_STEPS = [
  `Our partnerships team reviews your application within ${PARTNER_REVIEW_HOURS} hours.`,
  'We email you to schedule a short onboarding call.',
  'After approval you receive your partner dashboard, referral link and sales materials.',
];

/** Store a partner application and confirm it by mail. */
export async function submitPartnerApplication(
  application: PartnerApplication,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<PartnerApplicationResponse> {
  const id = ulid(now.getTime());
  const answer: PartnerApplicationResponse = {
    id,
    message: 'Application submitted successfully',
    status: 'pending',
    estimated_review_time: `${PARTNER_REVIEW_HOURS} hours`,
    next_steps: PARTNER_NEXT_STEPS,
  };
  if (!(await admit(PUBLIC_FORM_LIMITS.partner, event, application))) return answer;
  // A short platform-wide number people can quote (PA-1001); the ULID stays the id.
  const number = humanNumber('partner-application', await saveNextNumber('PLATFORM', 'partner-application'));
  answer.application_number = number;
  const { homepage: _honeypot, ...payload } = application;
  const [firstName, ...rest] = payload.primary_contact_name.split(/\s+/);
  await putPartnerApplication({
    ...payload,
    id,
    application_number: number,
    first_name: firstName,
    last_name: rest.join(' '),
    email: payload.primary_contact_email,
    phone: payload.primary_contact_phone,
    company_website: payload.company_website ?? null,
    status: 'pending',
    created_at: now.toISOString(),
  });
  await sendConfirmation({
    key: `partner-application#${id}`,
    to: [payload.primary_contact_email],
    template: 'partner-application-received',
    data: {
      firstName,
      applicationId: id,
      applicationNumber: number,
      partnerType: PARTNER_TERMS[payload.partner_type].label,
      company: payload.company_name,
      reviewTime: answer.estimated_review_time,
      nextSteps: PARTNER_NEXT_STEPS,
    },
  });
  await notifyOperators({
    kind: 'partner',
    id,
    from: `${payload.primary_contact_name} <${payload.primary_contact_email}>`,
    summary: `${PARTNER_TERMS[payload.partner_type].label}: ${payload.company_name}`,
  });
  return answer;
}

/**
 * Store a GDPR request as unconfirmed and mail its requester a single-use confirmation link; it enters
 * the operators' queue only once confirmed (docs/decisions.md "GDPR requests are confirmed by email").
 */
export async function submitGdprRequest(
  request: z.output<typeof gdprRequest>,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<GdprResponse> {
  const record = newGdprRequest(
    {
      request_type: request.requestType,
      full_name: request.fullName,
      email: request.email,
      request_details: request.requestDetails ?? null,
      verification_method: request.verificationMethod,
    },
    now,
  );
  const { id, respond_by: respondBy } = record;
  const answer = {
    id,
    reference_id: referenceId(id),
    message: GDPR_SUBMITTED_MESSAGE,
    respond_by: respondBy,
  };
  if (!(await admit(PUBLIC_FORM_LIMITS.gdpr, event, request))) return answer;
  const { token, hash } = newSecureToken();
  await putUnconfirmedGdprRequest({
    request: record,
    tokenHash: hash,
    expiresAt: gdprConfirmExpiry(now).toISOString(),
  });
  // Without this mail the request can never be confirmed: a queue failure fails the call, so the
  // requester sends again (the unconfirmed item expires unused).
  await enqueueEmail({
    key: `gdpr-request-confirm#${id}`,
    to: [request.email],
    template: 'gdpr-request-confirm',
    data: {
      fullName: request.fullName,
      referenceId: answer.reference_id,
      requestType: GDPR_REQUEST_TYPES[request.requestType],
      confirmUrl: `${config.APP_URL}/gdpr/confirm/${id}?token=${encodeURIComponent(token)}`,
      hours: GDPR_CONFIRM_HOURS,
    },
  });
  return answer;
}

/**
 * POST /api/gdpr/requests/{id}/confirm: the requester's link. The request enters the CRM (received, due
 * 30 days after it was sent), the requester gets the usual acknowledgement and the operators their
 * notice. An unknown, used or wrong token is 404, an expired one 410; rate-limited per client.
 */
export async function confirmGdprRequest(
  id: string,
  token: string,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<{ message: string; reference_id: string }> {
  await hit(PUBLIC_FORM_LIMITS.gdprConfirm, clientAddress(event));
  const pending = await getUnconfirmedGdprRequest(id);
  if (!pending || pending.tokenHash !== hashToken(token))
    throw new NotFoundError(GDPR_CONFIRM_MESSAGES.invalid);
  if (Date.parse(pending.expiresAt) <= now.getTime()) throw new GoneError(GDPR_CONFIRM_MESSAGES.expired);
  if (!(await saveGdprRequestConfirmed(pending, now))) throw new NotFoundError(GDPR_CONFIRM_MESSAGES.invalid);
  const request = pending.request;
  const reference = referenceId(id);
  const type =
    GDPR_REQUEST_TYPES[request.request_type as keyof typeof GDPR_REQUEST_TYPES] ?? request.request_type;
  await sendConfirmation({
    key: `gdpr-request#${id}`,
    to: [request.email],
    template: 'gdpr-request-received',
    data: {
      fullName: request.full_name,
      referenceId: reference,
      requestType: type,
      respondBy: request.respond_by,
      appUrl: config.APP_URL,
    },
  });
  await notifyOperators({
    kind: 'gdpr',
    id,
    from: `${request.full_name} <${request.email}>`,
    summary: `${type}, due ${request.respond_by.slice(0, 10)}`,
  });
  return { message: GDPR_CONFIRM_MESSAGES.confirmed, reference_id: reference };
}

/** Store a demo request (the older client's POST /contact/demo) as a lead with source `demo_request`. */
export async function submitDemoRequest(
  request: DemoRequest,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<LeadResponse> {
  const id = ulid(now.getTime());
  const answer = { id, message: 'Thanks! We will contact you to schedule your demo.' };
  if (!(await admit(PUBLIC_FORM_LIMITS.lead, event, request))) return answer;
  await putLead({
    id,
    first_name: request.first_name,
    last_name: request.last_name,
    email: request.email,
    phone: request.phone,
    company: request.company ?? null,
    address: null,
    source: 'demo_request',
    interests: [],
    notes: request.notes ?? 'Requested a demo.',
    status: 'new',
    created_at: now.toISOString(),
  });
  return answer;
}
