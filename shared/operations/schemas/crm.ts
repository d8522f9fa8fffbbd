import * as z from '../../kernel/zod.js';
import { CONTACT_STATUSES, CRM_TABS, GDPR_STATUSES, LEAD_STATUSES, PARTNER_STATUSES } from '../crm.js';
import { pageLimit, pageCursor, pageResponse } from '../../kernel/schemas/paging.js';

/** Default and largest page of a CRM list. */
export const CRM_PAGE = { fallback: 50, max: 200 } as const;

const search = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'))),
  z.transform((value) => value || undefined),
);

/** `?status=&search=&limit=&cursor=` of a CRM list; a status outside the tab's list is a 400. */
function listQuery<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: z.optional(z.enum(statuses, { error: `status must be one of: ${statuses.join(', ')}` })),
    search,
    limit: pageLimit(CRM_PAGE.fallback, CRM_PAGE.max),
    cursor: pageCursor,
  });
}

/** The CRM search box: what it sends as `search`, checked like the lists' query. */
export const crmSearchForm = z.object({ search });

/** GET /api/leads/ query. */
export const leadListQuery = listQuery(LEAD_STATUSES);
/** GET /api/contact/submissions query. */
export const contactListQuery = listQuery(CONTACT_STATUSES);
/** GET /api/partners/applications query. */
export const partnerListQuery = listQuery(PARTNER_STATUSES);
/** GET /api/gdpr/requests query. */
export const gdprListQuery = listQuery(GDPR_STATUSES);

/** A lead in the CRM (what the public forms store; docs/product.md#operations). */
export const leadView = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.nullable(z.string()),
  address: z.nullable(z.string()),
  source: z.string(),
  interests: z.array(z.string()),
  notes: z.nullable(z.string()),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
});
export type LeadView = z.infer<typeof leadView>;

/** A contact submission in the CRM (docs/product.md#operations). */
export const contactView = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.nullable(z.string()),
  city: z.string(),
  reason: z.string(),
  comments: z.nullable(z.string()),
  responded: z.boolean(),
  responded_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

/** A partner application as the CRM lists it (docs/product.md#operations). */
export const partnerView = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  company_website: z.nullable(z.string()),
  partner_type: z.string(),
  status: z.enum(PARTNER_STATUSES),
  created_at: z.string(),
});
export type PartnerView = z.infer<typeof partnerView>;

/** What an erasure did: when, by whom, and how many items of each kind were removed, anonymised or kept. */
export const gdprErasure = z.object({
  erased_at: z.string(),
  erased_by: z.string(),
  removed: z.record(z.string(), z.number()),
  anonymised: z.record(z.string(), z.number()),
  kept: z.record(z.string(), z.number()),
});
export type GdprErasure = z.infer<typeof gdprErasure>;

/** A GDPR request in the CRM: due 30 days after it was received, overdue while open past that. */
export const gdprView = z.object({
  id: z.string(),
  request_type: z.string(),
  full_name: z.string(),
  email: z.string(),
  request_details: z.nullable(z.string()),
  verification_method: z.string(),
  status: z.enum(GDPR_STATUSES),
  created_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  fulfilment_note: z.nullable(z.string()),
  fulfilled_at: z.nullable(z.string()),
  /** The erasure's record, once an operator ran it. */
  erasure: z.nullable(gdprErasure),
  /** Whether the erasure action applies: an erasure request from the public form, not yet erased. */
  can_erase: z.boolean(),
});
export type GdprView = z.infer<typeof gdprView>;

/** GET /api/leads/ answer. */
export const leadListResponse = pageResponse('leads', leadView);
/** GET /api/contact/submissions answer. */
export const contactListResponse = pageResponse('submissions', contactView);
/** GET /api/partners/applications answer. */
export const partnerListResponse = pageResponse('applications', partnerView);
/** GET /api/gdpr/requests answer. */
export const gdprListResponse = pageResponse('requests', gdprView);

/** `{id}` of a CRM record. */
export const crmPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** PUT /api/leads/{id} body: one of the spec's lead statuses. */
export const updateLeadRequest = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});

/** PUT /api/contact/submissions/{id} body (docs/product.md#operations): `{responded: true}`. */
export const updateContactRequest = z.strictObject({
  responded: z.literal(true, { error: 'responded must be true' }),
});

/** PUT /api/partners/applications/{id}/status body: pending → under_review → approved or rejected. */
export const updatePartnerRequest = z.strictObject({
  status: z.enum(PARTNER_STATUSES, { error: `status must be one of: ${PARTNER_STATUSES.join(', ')}` }),
});

/** PUT /api/gdpr/requests/{id} body: a new status; fulfilling (completed) needs a note. */
export const updateGdprRequest = z
  .strictObject({
    status: z.enum(GDPR_STATUSES, { error: `status must be one of: ${GDPR_STATUSES.join(', ')}` }),
    note: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'note must be at most 2000 characters'))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.status === 'completed' && !body.note)
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say how the request was fulfilled' });
    }),
  );

/** Counts of one tab by status, and its total. */
const tabCounts = z.object({ total: z.number(), by_status: z.record(z.string(), z.number()) });

/** GET /api/crm/stats answer: the stat cards of every tab ('pending' leads = new + pending). */
export const crmStatsResponse = z.object({
  leads: z.extend(tabCounts, { pending: z.number() }),
  partners: tabCounts,
  contacts: tabCounts,
  gdpr: z.extend(tabCounts, { overdue: z.number() }),
});
export type CrmStats = z.infer<typeof crmStatsResponse>;

/** GET /api/crm/export query: the tab and the same filters as its list. */
export const crmExportQuery = z.object({
  tab: z.enum(CRM_TABS, { error: `tab must be one of: ${CRM_TABS.join(', ')}` }),
  status: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  search,
});

/** GET /api/crm/export answer: a short-lived link to the CSV and how many rows it holds. */
export const crmExportResponse = z.object({
  url: z.string(),
  file_name: z.string(),
  rows: z.number(),
  expires_in: z.number(),
});
export type CrmExport = z.infer<typeof crmExportResponse>;

/** Kinds of record the audit trail covers. */
export const AUDIT_KINDS = [
  'lead',
  'contact',
  'partner_application',
  'gdpr_request',
  'coupon',
  'user',
  'campaign',
  'setting',
  'export',
  'testimonial',
  'faq',
  'account',
] as const;

/** `{kind}/{id}` of GET /api/crm/audit/{kind}/{id}. */
export const auditPath = z.object({
  kind: z.enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` }),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** One audit entry: who, when, what, before → after. */
export const auditEntryView = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** GET /api/crm/audit/{kind}/{id} answer, oldest first. */
export const auditListResponse = z.object({ entries: z.array(auditEntryView) });

/** The oldest submission still waiting for an answer on one tab. */
const waiting = z.object({
  tab: z.enum(CRM_TABS),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});

/** GET /api/crm/today answer: the operator home's counts since midnight UTC and the oldest unanswered. */
/** One recent export on the operator home: who took which data, when, and how many rows. */
const recentExport = z.object({
  id: z.string(),
  what: z.string(),
  account_id: z.nullable(z.string()),
  rows: z.nullable(z.number()),
  file_name: z.string(),
  by: z.string(),
  at: z.string(),
});
export const crmTodayResponse = z.object({
  since: z.string(),
  new_today: z.object({ leads: z.number(), partners: z.number(), contacts: z.number(), gdpr: z.number() }),
  oldest_unanswered: z.nullable(waiting),
  waiting: z.array(waiting),
  recent_exports: z.array(recentExport),
});
export type CrmToday = z.infer<typeof crmTodayResponse>;

/** The operator notification address (GET and PUT /api/crm/notifications). */
export const operatorNotificationsView = z.object({ email: z.nullable(z.string()) });
/** PUT /api/crm/notifications body. */
export const updateOperatorNotificationsRequest = z.strictObject({
  email: z.nullable(z.email({ error: 'Please enter a valid email address' })),
});
/** The notification address form: an empty box turns notices off, anything else must be an address. */
export const operatorNotificationsForm = z.object({
  email: z.pipe(
    z.transform((value: string) => value.trim() || null),
    updateOperatorNotificationsRequest.shape.email,
  ),
});
