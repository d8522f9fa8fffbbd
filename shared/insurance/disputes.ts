// Insurance disputes (docs/product.md#insurance): the six dispute types, the status
// machine, the resolution rule, the summary counters kept at write time and the appraisal clocks.
// Pure: the service and the screens both decide with these.

import { CLAIM_STATUSES, type ClaimStatus } from '../jobs/projects.js';
import { keysOf } from '../kernel/format.js';
import { DAY_MS, dayAfter } from '../kernel/time.js';

/** The six dispute types and how each is named on the form and the lists (docs/product.md#insurance). */
export const DISPUTE_TYPE_LABELS = {
  appraisal: 'Appraisal Dispute',
  scope: 'Scope of Work Dispute',
  cost: 'Cost Estimate Dispute',
  timeline: 'Timeline Dispute',
  coverage: 'Coverage Dispute',
  depreciation: 'Depreciation Dispute',
};
/** The dispute types, in the form's order. */
export const DISPUTE_TYPES = keysOf(DISPUTE_TYPE_LABELS);
export type DisputeType = (typeof DISPUTE_TYPES)[number];

/** A dispute moves through the claim statuses. */
export const DISPUTE_STATUSES = CLAIM_STATUSES;
export type DisputeStatus = ClaimStatus;

/**
 * Which status may follow which: open → in_review → escalated → resolved. A review may end in a
 * resolution without escalation; resolved is final (a reopened disagreement is a new dispute).
 */
export const DISPUTE_TRANSITIONS: Record<DisputeStatus, readonly DisputeStatus[]> = {
  open: ['in_review'],
  in_review: ['escalated', 'resolved'],
  escalated: ['resolved'],
  resolved: [],
};

/** Messages the API and the screens share. */
export const DISPUTE_MESSAGES = {
  notFound: 'Dispute not found',
  projectNotFound: 'Project not found',
  documentNotFound: 'Document not found',
  notesRequired: 'Resolution notes are required to resolve a dispute',
  changed: 'The dispute changed while saving; please try again',
  createFailed: 'Failed to create dispute',
  documentAlreadyAdded: 'This document is already attached to the dispute',
} as const;

/** A status change the machine forbids; `allowed` lists what may follow `from`. */
export class InvalidDisputeTransitionError extends Error {
  readonly allowed: readonly DisputeStatus[];

  constructor(
    readonly from: DisputeStatus,
    readonly to: DisputeStatus,
  ) {
    const allowed = DISPUTE_TRANSITIONS[from];
    const next = allowed.length ? allowed.join(', ') : 'none (this dispute is resolved)';
    super(`A ${from} dispute cannot move to ${to}. Allowed next states: ${next}.`);
    this.name = 'InvalidDisputeTransitionError';
    this.allowed = allowed;
  }
}

/** Resolving without notes. */
export class ResolutionNotesRequiredError extends Error {
  constructor() {
    super(DISPUTE_MESSAGES.notesRequired);
    this.name = 'ResolutionNotesRequiredError';
  }
}

/** The statuses that may follow `from`. */
export function nextDisputeStatuses(from: DisputeStatus): readonly DisputeStatus[] {
  return DISPUTE_TRANSITIONS[from];
}

/** What a status change asks for. */
export interface DisputeStatusChange {
  status: DisputeStatus;
  resolutionNotes?: string | null;
  resolvedCents?: number | null;
}

/** What a status change decides: the new status and, on resolution, the notes and amount kept. */
export interface DisputeStatusDecision {
  status: DisputeStatus;
  resolutionNotes: string | null;
  resolvedCents: number | null;
}

/**
 * Decide a status change: the move must be allowed (else InvalidDisputeTransitionError) and a
 * resolution needs non-blank notes (else ResolutionNotesRequiredError). Notes and amount are kept only
 * on resolution.
 */
export function moveDispute(from: DisputeStatus, change: DisputeStatusChange): DisputeStatusDecision {
  if (!DISPUTE_TRANSITIONS[from].includes(change.status))
    throw new InvalidDisputeTransitionError(from, change.status);
  if (change.status !== 'resolved')
    return { status: change.status, resolutionNotes: null, resolvedCents: null };
  const notes = change.resolutionNotes?.trim() ?? '';
  if (!notes) throw new ResolutionNotesRequiredError();
  return { status: 'resolved', resolutionNotes: notes, resolvedCents: change.resolvedCents ?? null };
}

/**
 * The status of a claim from the statuses of all its disputes: resolved only when every one is;
 * otherwise the furthest along of those still open (escalated, then in review, then open).
 * Null for a claim without disputes (its status is left alone).
 */
export function claimStatusOfDisputes(statuses: readonly DisputeStatus[]): DisputeStatus | null {
  if (!statuses.length) return null;
  const open = statuses.filter((status) => status !== 'resolved');
  if (!open.length) return 'resolved';
  return open.reduce((furthest, status) =>
    DISPUTE_STATUSES.indexOf(status) > DISPUTE_STATUSES.indexOf(furthest) ? status : furthest,
  );
}

/** The running figures of an account's disputes; money in cents. */
export interface DisputeTotals {
  total: number;
  active: number;
  resolved: number;
  /** Disputed amounts of the disputes not yet resolved (the "Amount in Dispute" tile). */
  disputedCents: number;
  /** Amounts recovered by resolutions. */
  resolvedCents: number;
}

/** Figures of an account with no dispute. */
export const NO_DISPUTE_TOTALS: DisputeTotals = {
  total: 0,
  active: 0,
  resolved: 0,
  disputedCents: 0,
  resolvedCents: 0,
};

/** What filing a dispute adds to the figures. */
export function totalsOnFile(disputedCents: number | null): DisputeTotals {
  return { total: 1, active: 1, resolved: 0, disputedCents: disputedCents ?? 0, resolvedCents: 0 };
}

/**
 * What a status change adds to the figures: only a resolution moves them (one active → resolved,
 * its disputed amount leaves the amount in dispute, the resolved amount is counted).
 */
export function totalsOnMove(
  from: DisputeStatus,
  to: DisputeStatus,
  disputedCents: number | null,
  resolvedCents: number | null,
): DisputeTotals {
  if (from === 'resolved' || to !== 'resolved') return NO_DISPUTE_TOTALS;
  return {
    total: 0,
    active: -1,
    resolved: 1,
    disputedCents: -(disputedCents ?? 0),
    resolvedCents: resolvedCents ?? 0,
  };
}

/** Days each side has to name its appraiser once appraisal is invoked. */
export const APPRAISER_DAYS = 20;
/** Days the two appraisers then have to agree on an umpire. */
export const UMPIRE_DAYS = 15;

/** The appraisal clocks of a dispute filed at `filedAt` (ISO): appraisers by day 20, umpire 15 days after. */
export function appraisalDeadlines(filedAt: string): { appraiserDue: string; umpireDue: string } {
  const filed = new Date(filedAt);
  const day = Date.UTC(filed.getUTCFullYear(), filed.getUTCMonth(), filed.getUTCDate());
  const iso = (days: number) => dayAfter(new Date(day), days);
  return { appraiserDue: iso(APPRAISER_DAYS), umpireDue: iso(APPRAISER_DAYS + UMPIRE_DAYS) };
}

/** Whole days from `today` (YYYY-MM-DD) to `due` (YYYY-MM-DD); negative once past. */
export function daysLeft(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
