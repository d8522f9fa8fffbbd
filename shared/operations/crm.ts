import { gdprDueDate } from '../public-site/gdpr.js';

/** The CRM's tabs: the kinds of public submission it lists. */
export const CRM_TABS = ['leads', 'partners', 'contacts', 'gdpr'] as const;
export type CrmTab = (typeof CRM_TABS)[number];

/** Lead statuses (docs/product.md#operations). */
export const LEAD_STATUSES = ['new', 'pending', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Partner application statuses (docs/product.md#operations). */
export const PARTNER_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** A contact submission is pending until an operator marks it responded. */
export const CONTACT_STATUSES = ['pending', 'responded'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** GDPR request statuses. */
export const GDPR_STATUSES = ['received', 'in_progress', 'completed'] as const;
export type GdprStatus = (typeof GDPR_STATUSES)[number];

/** The statuses of each tab, in the order the filter lists them. */
export const CRM_STATUSES: Record<CrmTab, readonly string[]> = {
  leads: LEAD_STATUSES,
  partners: PARTNER_STATUSES,
  contacts: CONTACT_STATUSES,
  gdpr: GDPR_STATUSES,
};

/** Where each partner application status may go next: a review first, then a decision. */
export const PARTNER_TRANSITIONS: Record<PartnerStatus, readonly PartnerStatus[]> = {
  pending: ['under_review'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

/** Whether a partner application may move from one status to another. */
export function canMovePartner(from: PartnerStatus, to: PartnerStatus): boolean {
  return PARTNER_TRANSITIONS[from].includes(to);
}

/** An open GDPR request past its due date (the CRM shows it red). */
export function isGdprOverdue(request: { status: string; created_at: string }, now = new Date()): boolean {
  return request.status !== 'completed' && Date.parse(gdprDueDate(request.created_at)) < now.getTime();
}

/** "Pending" on the leads' stat card counts leads that are new or pending (docs/product.md#operations). */
export function pendingLeadCount(counts: Partial<Record<string, number>>): number {
  return (counts.new ?? 0) + (counts.pending ?? 0);
}

/** What the search matches: names, email and company, lower-cased once so a Query filter can compare. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
}
