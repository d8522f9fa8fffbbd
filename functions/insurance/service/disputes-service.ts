import { CONTRACT_NAME_PREFIX } from '../../platform/data/keys.js';
import { ulid } from 'ulid';
import {
  APPRAISER_DAYS,
  appraisalDeadlines,
  claimStatusOfDisputes,
  DISPUTE_MESSAGES,
  DISPUTE_TYPE_LABELS,
  InvalidDisputeTransitionError,
  moveDispute,
  nextDisputeStatuses,
  ResolutionNotesRequiredError,
  totalsOnFile,
  totalsOnMove,
  UMPIRE_DAYS,
} from '@shared/insurance/disputes.js';
import { claimStatusLabel } from '@shared/jobs/projects.js';
import type {
  CreateDisputeRequest,
  Dispute,
  DisputesPage,
  DisputeStatusQuery,
  DisputesSummary,
  DisputeTimeline,
  ListDisputesQuery,
} from '@shared/insurance/schemas/disputes.js';
import { getDocumentRecord, libraryEntryOf } from '../../documents/index.js';
import {
  getDispute,
  getDisputeTotals,
  listDisputes,
  listProjectDisputeStatuses,
  putDispute,
  saveDispute,
  type DisputeRecord,
} from '../data/disputes.js';
import { getProject } from '../../jobs/index.js';
import { followDisputeStatus } from './insurance-service.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { centsAsDollars } from '@shared/kernel/format.js';

// Insurance disputes: every change is read → decide (pure rules in shared/insurance/disputes.ts) → one
// conditional save that moves the account's figures in the same transaction, so the tiles stay exact.

const cents = (dollars: number | null | undefined) => (dollars == null ? null : Math.round(dollars * 100));
const memberName = (caller: Caller) =>
  `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email;

/** A dispute of the caller's account; another account's id answers 404 exactly like a missing one. */
async function loadDispute(accountId: string, disputeId: string): Promise<DisputeRecord> {
  const record = await getDispute(accountId, disputeId);
  if (!record) throw new NotFoundError(DISPUTE_MESSAGES.notFound);
  return record;
}

function toDispute(record: DisputeRecord): Dispute {
  const clocks = record.disputeType === 'appraisal' ? appraisalDeadlines(record.createdAt) : null;
  return {
    id: record.disputeId,
    project_id: record.projectId,
    project_name: record.projectName,
    dispute_type: record.disputeType,
    description: record.description,
    status: record.status,
    next_statuses: [...nextDisputeStatuses(record.status)],
    insurance_company: record.insuranceCompany,
    disputed_amount: centsAsDollars(record.disputedCents),
    resolved_amount: centsAsDollars(record.resolvedCents),
    resolution_notes: record.resolutionNotes,
    documents: record.documents.map((document) => ({
      id: document.documentId,
      label: document.label,
      added_at: document.addedAt,
    })),
    appraisal: clocks && { appraiser_due: clocks.appraiserDue, umpire_due: clocks.umpireDue },
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/**
 * Applies `decide` to the stored dispute and saves it on the version read, with the figures it
 * moves; when another write came first, reads and decides again.
 */
async function changeDispute(
  caller: Caller,
  disputeId: string,
  decide: (
    current: DisputeRecord,
    at: string,
  ) => { next: DisputeRecord; delta: ReturnType<typeof totalsOnMove> },
  now = new Date(),
): Promise<DisputeRecord> {
  const at = now.toISOString();
  return retryOnConflict(
    async () => {
      const current = await loadDispute(caller.accountId, disputeId);
      const { next, delta } = decide(current, at);
      const saved = { ...next, version: current.version + 1, updatedAt: at };
      await saveDispute(saved, current.version, delta);
      return saved;
    },
    (cause) => new ConflictError(DISPUTE_MESSAGES.changed, { cause }),
    6,
  );
}

/** POST /api/disputes: a dispute on a project of the caller's account (another account's project is 404). */
export async function createDisputeFor(
  caller: Caller,
  request: CreateDisputeRequest,
  now = new Date(),
): Promise<Dispute> {
  const project = await getProject(caller.accountId, request.project_id);
  if (!project) throw new NotFoundError(DISPUTE_MESSAGES.projectNotFound);
  const at = now.toISOString();
  const disputedCents = cents(request.disputed_amount);
  const company = request.insurance_company?.trim() || project.insurance?.insuranceCompany || null;
  const record: DisputeRecord = {
    accountId: caller.accountId,
    disputeId: ulid(now.getTime()),
    version: 1,
    projectId: project.projectId,
    projectName: project.name,
    disputeType: request.dispute_type,
    description: request.description,
    status: 'open',
    insuranceCompany: company,
    disputedCents,
    resolvedCents: null,
    resolutionNotes: null,
    documents: [],
    timeline: [
      {
        at,
        event: 'filed',
        detail: `${DISPUTE_TYPE_LABELS[request.dispute_type]} filed by ${memberName(caller)}`,
      },
    ],
    createdBy: caller.userId,
    createdAt: at,
    updatedAt: at,
  };
  await putDispute(record, totalsOnFile(disputedCents));
  // A new dispute reopens a resolved claim; one already further along stays where it is.
  const claimStatus = claimStatusOfDisputes(
    await listProjectDisputeStatuses(caller.accountId, project.projectId),
  );
  await followDisputeStatus(
    caller.accountId,
    project.projectId,
    claimStatus ?? 'open',
    `${DISPUTE_TYPE_LABELS[record.disputeType]} filed`,
    now,
  );
  return toDispute(record);
}

/** GET /api/disputes: a page of the account's disputes (newest first), filtered by status and type. */
export async function listDisputesFor(caller: Caller, query: ListDisputesQuery): Promise<DisputesPage> {
  const page = await listDisputes(caller.accountId, {
    limit: query.limit,
    cursor: query.cursor,
    status: query.status,
    disputeType: query.dispute_type,
  });
  return { disputes: page.items.map(toDispute), next_cursor: page.nextCursor };
}

/** GET /api/disputes/{id} */
export async function getDisputeFor(caller: Caller, disputeId: string): Promise<Dispute> {
  return toDispute(await loadDispute(caller.accountId, disputeId));
}

/** GET /api/disputes/{id}/timeline: oldest first; an unresolved appraisal ends with its two deadlines. */
export async function disputeTimelineFor(caller: Caller, disputeId: string): Promise<DisputeTimeline> {
  const record = await loadDispute(caller.accountId, disputeId);
  if (record.disputeType !== 'appraisal' || record.status === 'resolved')
    return { timeline: record.timeline };
  const { appraiserDue, umpireDue } = appraisalDeadlines(record.createdAt);
  const due = (date: string) => `${date}T00:00:00.000Z`;
  return {
    timeline: [
      ...record.timeline,
      {
        at: due(appraiserDue),
        event: 'appraiser_due',
        detail: `Deadline: each side names its appraiser (${APPRAISER_DAYS} days after filing)`,
      },
      {
        at: due(umpireDue),
        event: 'umpire_due',
        detail: `Deadline: the appraisers name the umpire (${UMPIRE_DAYS} days later)`,
      },
    ],
  };
}

/**
 * PUT /api/disputes/{id}/status: a move the machine allows (else 409 naming the allowed ones); a
 * resolution needs notes (else 400 on resolution_notes) and may record the amount recovered.
 */
export async function changeDisputeStatusFor(
  caller: Caller,
  disputeId: string,
  query: DisputeStatusQuery,
  now = new Date(),
): Promise<Dispute> {
  const saved = await changeDispute(
    caller,
    disputeId,
    (current, at) => {
      let decision;
      try {
        decision = moveDispute(current.status, {
          status: query.status,
          resolutionNotes: query.resolution_notes,
          resolvedCents: cents(query.resolved_amount),
        });
      } catch (error) {
        if (error instanceof InvalidDisputeTransitionError)
          throw new ConflictError(error.message, { cause: error });
        if (error instanceof ResolutionNotesRequiredError)
          throw new ValidationError(error.message, {
            errors: [{ path: 'resolution_notes', message: error.message }],
            cause: error,
          });
        throw error;
      }
      const detail =
        `${claimStatusLabel(current.status)} → ${claimStatusLabel(decision.status)} by ${memberName(caller)}` +
        (decision.resolutionNotes ? `: ${decision.resolutionNotes}` : '');
      return {
        next: {
          ...current,
          status: decision.status,
          resolutionNotes: decision.resolutionNotes ?? current.resolutionNotes,
          resolvedCents: decision.status === 'resolved' ? decision.resolvedCents : current.resolvedCents,
          timeline: [...current.timeline, { at, event: 'status', detail }],
        },
        delta: totalsOnMove(current.status, decision.status, current.disputedCents, decision.resolvedCents),
      };
    },
    now,
  );
  // The claim follows all its disputes, not the one moved last: resolved only when every one is.
  const claimStatus = claimStatusOfDisputes(
    await listProjectDisputeStatuses(caller.accountId, saved.projectId),
  );
  if (claimStatus)
    await followDisputeStatus(
      caller.accountId,
      saved.projectId,
      claimStatus,
      `${DISPUTE_TYPE_LABELS[saved.disputeType]} ${claimStatusLabel(saved.status)}`,
      now,
    );
  return toDispute(saved);
}

/** What a stored document is called on the dispute. */
function documentLabel(name: string): string {
  if (name.startsWith(CONTRACT_NAME_PREFIX)) return 'Signed contract';
  if (name.includes('supplement')) return 'Supplement request';
  if (name.includes('report')) return 'Measurement report';
  if (name.includes('proposal')) return 'Proposal';
  return 'Document';
}

/**
 * The document a dispute attaches, with the name it shows: a library id as GET /api/documents lists it
 * (uploads, supplements, generated PDFs, contracts), or a generated PDF named `<estimateId>#<name>`.
 * Another account's document is 404 exactly like a missing one.
 */
async function attachableDocument(accountId: string, documentId: string): Promise<{ label: string }> {
  const split = documentId.indexOf('#');
  if (split > 0) {
    const record = await getDocumentRecord(
      accountId,
      documentId.slice(0, split),
      documentId.slice(split + 1),
    );
    if (record) return { label: documentLabel(documentId.slice(split + 1)) };
    throw new NotFoundError(DISPUTE_MESSAGES.documentNotFound);
  }
  try {
    return { label: (await libraryEntryOf(accountId, documentId)).document.title };
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new NotFoundError(DISPUTE_MESSAGES.documentNotFound, { cause: error });
    throw error;
  }
}

/** POST /api/disputes/{id}/add-document?document_id=: one of the account's documents, once. */
export async function addDisputeDocumentFor(
  caller: Caller,
  disputeId: string,
  documentId: string,
  now = new Date(),
): Promise<Dispute> {
  const { label } = await attachableDocument(caller.accountId, documentId);
  const saved = await changeDispute(
    caller,
    disputeId,
    (current, at) => {
      if (current.documents.some((attached) => attached.documentId === documentId))
        throw new ConflictError(DISPUTE_MESSAGES.documentAlreadyAdded);
      return {
        next: {
          ...current,
          documents: [...current.documents, { documentId, label, addedAt: at }],
          timeline: [
            ...current.timeline,
            { at, event: 'document', detail: `${label} attached by ${memberName(caller)}` },
          ],
        },
        delta: totalsOnMove(current.status, current.status, null, null),
      };
    },
    now,
  );
  return toDispute(saved);
}

/** GET /api/disputes/dashboard/summary: the running figures, in dollars. */
export async function disputesSummaryFor(caller: Caller): Promise<DisputesSummary> {
  const totals = await getDisputeTotals(caller.accountId);
  return {
    totalDisputes: totals.total,
    activeDisputes: totals.active,
    resolvedDisputes: totals.resolved,
    totalDisputedAmount: centsAsDollars(totals.disputedCents),
  };
}
