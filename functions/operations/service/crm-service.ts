import {
  canMovePartner,
  CONTACT_STATUSES,
  GDPR_STATUSES,
  isGdprOverdue,
  LEAD_STATUSES,
  PARTNER_STATUSES,
  pendingLeadCount,
  type CrmTab,
  type PartnerStatus,
} from '@shared/operations/crm.js';
import { gdprDueDate } from '@shared/public-site/gdpr.js';
import type {
  AuditEntryView,
  ContactView,
  CrmStats,
  GdprErasure,
  GdprView,
  LeadView,
  PartnerView,
} from '@shared/operations/schemas/crm.js';
import type { Actor } from '../../platform/data/audit.js';
import { listAuditEntries } from '../../platform/data/audit.js';
import {
  countSubmissions,
  getExistingSubmission,
  listSubmissions,
  saveSubmission,
  type ContactRecord,
  type GdprRequestRecord,
  type LeadRecord,
  type PartnerApplicationRecord,
  type SubmissionKind,
} from '../../public-site/index.js';
import { ConflictError } from '../../platform/errors.js';
import { erasePersonData } from '../data/person-data.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';

/** The stored kind behind each CRM tab. */
export const TAB_KINDS: Record<CrmTab, SubmissionKind> = {
  leads: 'lead',
  partners: 'partner_application',
  contacts: 'contact',
  gdpr: 'gdpr_request',
};

/** A list query of any tab. */
export interface CrmListQuery {
  status?: string;
  search?: string;
  limit: number;
  cursor?: string;
}

type StoredContact = ContactRecord & { responded_at?: string | null };
type StoredGdpr = GdprRequestRecord & {
  fulfilment_note?: string | null;
  fulfilled_at?: string | null;
  erasure?: GdprErasure | null;
};

/** A stored lead as the CRM shows it. */
export function leadView(lead: LeadRecord): LeadView {
  return {
    id: lead.id,
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company ?? null,
    address: lead.address ?? null,
    source: lead.source,
    interests: lead.interests ?? [],
    notes: lead.notes ?? null,
    status: lead.status,
    created_at: lead.created_at,
  };
}

/** A stored contact submission as the CRM shows it. */
export function contactView(contact: StoredContact): ContactView {
  return {
    id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    company_name: contact.company_name ?? null,
    city: contact.city,
    reason: contact.reason,
    comments: contact.comments ?? null,
    responded: contact.responded,
    responded_at: contact.responded_at ?? null,
    created_at: contact.created_at,
  };
}

/** A stored partner application as the CRM lists it. */
export function partnerView(application: PartnerApplicationRecord): PartnerView {
  return {
    id: application.id,
    first_name: application.first_name,
    last_name: application.last_name,
    email: application.email,
    phone: application.phone,
    company_name: application.company_name,
    company_website: application.company_website ?? null,
    partner_type: application.partner_type,
    status: application.status,
    created_at: application.created_at,
  };
}

/** A stored GDPR request as the CRM shows it, with its due date and whether it is overdue. */
export function gdprView(request: StoredGdpr, now = new Date()): GdprView {
  return {
    id: request.id,
    request_type: request.request_type,
    full_name: request.full_name,
    email: request.email,
    request_details: request.request_details ?? null,
    verification_method: request.verification_method,
    status: request.status,
    created_at: request.created_at,
    due_at: gdprDueDate(request.created_at),
    overdue: isGdprOverdue(request, now),
    fulfilment_note: request.fulfilment_note ?? null,
    fulfilled_at: request.fulfilled_at ?? null,
    erasure: request.erasure ?? null,
    can_erase: canErase(request),
  };
}

/**
 * Whether an operator may run erasure for a request: an erasure request from the public form (a
 * whole-account deletion asked from Settings is not a person's data in our forms), not yet erased.
 */
function canErase(request: StoredGdpr): boolean {
  return request.request_type === 'erasure' && request.verification_method !== 'account' && !request.erasure;
}

/**
 * POST /api/gdpr/requests/{id}/erase: deletes or anonymises what we store of the requester (by the
 * request's email) and keeps the counts on the request, written with its audit entry.
 */
export async function eraseGdprRequest(id: string, actor: Actor, now = new Date()): Promise<GdprView> {
  const request = await getExistingSubmission<StoredGdpr>('gdpr_request', id, 'GDPR request');
  if (!canErase(request))
    throw new ConflictError(
      request.erasure
        ? 'This request has already been erased'
        : 'Erasure applies to an erasure request sent through the GDPR form',
    );
  const counts = await erasePersonData(request.email);
  const erasure: GdprErasure = { erased_at: now.toISOString(), erased_by: actor.email, ...counts };
  log('info', 'gdpr erasure', { id, ...counts });
  const saved = await saveSubmission('gdpr_request', request, { erasure }, { actor, action: 'erased' }, now);
  return gdprView(saved, now);
}

/** A page of leads (one Query). */
export async function listLeads(query: CrmListQuery) {
  const page = await listSubmissions<LeadRecord>('lead', query);
  return { leads: page.items.map(leadView), next_cursor: page.nextCursor };
}

/** A page of contact submissions (one Query). */
export async function listContacts(query: CrmListQuery) {
  const page = await listSubmissions<StoredContact>('contact', query);
  return { submissions: page.items.map(contactView), next_cursor: page.nextCursor };
}

/** A page of partner applications (one Query). */
export async function listPartners(query: CrmListQuery) {
  const page = await listSubmissions<PartnerApplicationRecord>('partner_application', query);
  return { applications: page.items.map(partnerView), next_cursor: page.nextCursor };
}

/** A page of GDPR requests (one Query). */
export async function listGdprRequests(query: CrmListQuery, now = new Date()) {
  const page = await listSubmissions<StoredGdpr>('gdpr_request', query);
  return { requests: page.items.map((item) => gdprView(item, now)), next_cursor: page.nextCursor };
}

/** Set a lead's status (Mark Contacted sends `contacted`), audited. */
export async function updateLead(id: string, status: LeadRecord['status'], actor: Actor): Promise<LeadView> {
  const lead = await getExistingSubmission<LeadRecord>('lead', id, 'Lead');
  if (lead.status === status) return leadView(lead);
  return leadView(await saveSubmission('lead', lead, { status }, { actor, action: `status:${status}` }));
}

/** Mark a contact submission responded, audited. */
export async function markContactResponded(id: string, actor: Actor, now = new Date()): Promise<ContactView> {
  const contact = await getExistingSubmission<StoredContact>('contact', id, 'Contact submission');
  if (contact.responded) return contactView(contact);
  const saved = await saveSubmission(
    'contact',
    contact,
    { responded: true, responded_at: now.toISOString() },
    { actor, action: 'responded' },
    now,
  );
  return contactView(saved);
}

/**
 * Move a partner application along pending → under_review → approved/rejected, audited, and tell
 * the applicant by mail. A step out of that order is a 409.
 */
export async function updatePartnerStatus(
  id: string,
  status: PartnerStatus,
  actor: Actor,
  now = new Date(),
): Promise<PartnerView> {
  const application = await getExistingSubmission<PartnerApplicationRecord>(
    'partner_application',
    id,
    'Partner application',
  );
  if (application.status === status) return partnerView(application);
  if (!canMovePartner(application.status, status))
    throw new ConflictError(
      `A ${application.status.replace('_', ' ')} application cannot become ${status.replace('_', ' ')}`,
    );
  const saved = await saveSubmission(
    'partner_application',
    application,
    { status },
    { actor, action: `status:${status}` },
    now,
  );
  try {
    await enqueueEmail({
      key: `partner-status#${id}#${status}`,
      to: [application.email],
      template: 'partner-application-status',
      data: { firstName: application.first_name, company: application.company_name, status },
    });
  } catch (error) {
    log('warn', 'partner status mail not queued', { id, ...errorFields(error) });
  }
  return partnerView(saved);
}

/** Change a GDPR request's status; fulfilling it (completed) keeps the operator's note. Audited. */
export async function updateGdprRequest(
  id: string,
  change: { status: GdprRequestRecord['status']; note?: string },
  actor: Actor,
  now = new Date(),
): Promise<GdprView> {
  const request = await getExistingSubmission<StoredGdpr>('gdpr_request', id, 'GDPR request');
  if (request.status === 'completed') throw new ConflictError('This request has already been fulfilled');
  const changes: Partial<StoredGdpr> =
    change.status === 'completed'
      ? { status: 'completed', fulfilment_note: change.note ?? null, fulfilled_at: now.toISOString() }
      : { status: change.status };
  if (request.status === change.status) return gdprView(request, now);
  const saved = await saveSubmission(
    'gdpr_request',
    request,
    changes,
    { actor, action: `status:${change.status}` },
    now,
  );
  return gdprView(saved, now);
}

async function countsOf(kind: SubmissionKind, statuses: readonly string[]) {
  const counts = await Promise.all(statuses.map((status) => countSubmissions(kind, status)));
  const byStatus = Object.fromEntries(statuses.map((status, index) => [status, counts[index]]));
  return { total: counts.reduce((sum, count) => sum + count, 0), by_status: byStatus };
}

/** The stat cards of every tab: counts by status (COUNT Queries on the status index). */
export async function crmStats(now = new Date()): Promise<CrmStats> {
  const [leads, partners, contacts, gdpr, openGdpr] = await Promise.all([
    countsOf('lead', LEAD_STATUSES),
    countsOf('partner_application', PARTNER_STATUSES),
    countsOf('contact', CONTACT_STATUSES),
    countsOf('gdpr_request', GDPR_STATUSES),
    Promise.all(
      (['received', 'in_progress'] as const).map((status) =>
        listSubmissions<StoredGdpr>('gdpr_request', { status, limit: 200 }),
      ),
    ),
  ]);
  const overdue = openGdpr.flatMap((page) => page.items).filter((item) => isGdprOverdue(item, now)).length;
  return {
    leads: { ...leads, pending: pendingLeadCount(leads.by_status) },
    partners,
    contacts,
    gdpr: { ...gdpr, overdue },
  };
}

/** A record's audit trail, oldest first. */
export async function auditTrail(kind: string, id: string): Promise<{ entries: AuditEntryView[] }> {
  const entries = await listAuditEntries(kind, id);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      actor_email: entry.actor_email,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      at: entry.at,
    })),
  };
}
