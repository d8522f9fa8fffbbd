import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Complexity } from '@shared/estimates/measurement/types.js';
import {
  PROJECT_MESSAGES,
  type PhaseStatus,
  type ProjectStatus,
  type ToldSchedule,
} from '@shared/jobs/projects.js';
import type { ReportEvent } from '@shared/jobs/reports.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { NotFoundError } from '../../platform/errors.js';
import type { Page } from '../../platform/data/cursor.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { reportMonthUpdate } from '../../estimates/index.js';
import { counterUpdates } from '../../platform/data/counters.js';
import { queryPage } from '../../platform/data/query.js';
import {
  conditionalTransact,
  epochSeconds,
  recordOf,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import { putVersioned } from '../../platform/data/versioned.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** One phase of a project; dates YYYY-MM-DD; crew as member ids. */
export interface PhaseRecord {
  phaseId: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  status: PhaseStatus;
  crew: string[];
}

/** One line of a project's timeline. */
export interface ProjectTimelineRecord {
  at: string;
  event: string;
  detail: string | null;
}

/** One line of the material order. */
export interface MaterialLineRecord {
  item: string;
  quantity: number;
  unit: string;
}

/** A project as stored under its account. Money in cents. */
export interface ProjectRecord {
  accountId: string;
  projectId: string;
  /** Bumped by every write; writers condition on the version they read. */
  version: number;
  name: string;
  status: ProjectStatus;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  address: string;
  estimateId: string | null;
  proposalId: string | null;
  signedCents: number | null;
  signedAt: string | null;
  areaSqft: number | null;
  squares: number | null;
  pitch: number | null;
  roofType: string | null;
  complexity: Complexity | null;
  suggestedWastePercent: number | null;
  materialOrder: MaterialLineRecord[];
  /** The office's notes for the crew (absent on projects saved before there were any). */
  jobNotes?: string | null;
  managerId: string | null;
  phases: PhaseRecord[];
  timeline: ProjectTimelineRecord[];
  /** Set the first time work starts, so a resumed job is not counted as started twice. */
  startedAt: string | null;
  /** Whether the homeowner has had the mail with the first scheduled date. */
  firstDateSent: boolean;
  /** The dates the homeowner was last mailed (absent on projects saved before they were kept). */
  toldSchedule?: ToldSchedule | null;
  /** The latest change of the dates the homeowner was told, with its reason: their status page shows it. */
  scheduleNote?: { at: string; text: string } | null;
  /** Set the first time the project is scheduled, so the pipeline counts it once. */
  scheduledAt?: string | null;
  /** Claim details of an insurance project (the insurance issue fills them). */
  insurance: {
    insuranceCompany: string | null;
    claimNumber: string | null;
    adjusterName: string | null;
    claimStatus: string | null;
    // The rest of the claim (docs/product.md#insurance) (absent on projects saved before); money in cents.
    policyNumber?: string | null;
    dateOfLoss?: string | null;
    adjusterEmail?: string | null;
    adjusterPhone?: string | null;
    deductibleCents?: number | null;
    rcvCents?: number | null;
    acvCents?: number | null;
    depreciationCents?: number | null;
    finalEstimateCents?: number | null;
  } | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A homeowner status link as stored: only the SHA-256 of its token. */
export interface ProjectLinkRecord {
  tokenHash: string;
  accountId: string;
  projectId: string;
  issuedAt: string;
  expiresAt: string;
  /** The homeowner address it was mailed to (absent on links issued before it was recorded). */
  sentTo?: string;
}

/** The one homeowner link of a project that opens: the newest mailed, and the address it went to. */
export interface CurrentProjectLinkRecord {
  tokenHash: string;
  sentTo: string;
}

// Expired links stay readable for a year so they answer 410 rather than 404.
const KEEP_LINK_AFTER_EXPIRY_SECONDS = 365 * DAY_SECONDS;

function toItem(record: ProjectRecord) {
  return {
    ...keys.project(record.accountId, record.projectId),
    type: 'project',
    ...record,
    // A lower-cased copy for the list's search.
    searchText: `${record.name}\n${record.customerName}\n${record.address}`.toLowerCase(),
  };
}

function fromItem(item: Record<string, unknown>): ProjectRecord {
  const { searchText: _search, ...record } = recordOf<ProjectRecord & { searchText?: string }>(item);
  return record;
}

function statsUpdate(accountId: string, changes: Partial<Record<ProjectStatus, number>>): TransactItem[] {
  return counterUpdates(keys.projectStats(accountId), 'project-stats', changes);
}

/** What a new project also counts in the reports (the signature), in the same transaction. */
export interface ProjectOrigin {
  /** The proposal it was made from (signing): one project per source. */
  source: string | null;
  report?: { month: string; event: ReportEvent };
}

/**
 * Put a new project and count it by status in one transaction; with a source, only the first
 * project of that source is stored (false for a later one).
 */
export async function putProject(record: ProjectRecord, origin: ProjectOrigin): Promise<boolean> {
  const items: TransactItem[] = [
    { Put: { TableName: TABLE, Item: toItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...statsUpdate(record.accountId, { [record.status]: 1 }),
  ];
  if (origin.source)
    items.push({
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.projectSource(record.accountId, origin.source),
          type: 'project-source',
          projectId: record.projectId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
  if (origin.report)
    items.push(reportMonthUpdate(record.accountId, origin.report.month, origin.report.event));
  // Item 2 claims the source: refused when another request made its project first.
  return conditionalTransact(items, 2);
}

/** The project made from a source (proposal or estimate), if any. */
export async function getProjectIdOfSource(accountId: string, source: string): Promise<string | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.projectSource(accountId, source), ConsistentRead: true }),
  );
  return typeof Item?.projectId === 'string' ? Item.projectId : undefined;
}

/** Load one project of an account. */
export async function getProject(accountId: string, projectId: string): Promise<ProjectRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.project(accountId, projectId), ConsistentRead: true }),
  );
  return Item?.type === 'project' ? fromItem(Item) : undefined;
}

/** A project of the caller's account; another account's id answers 404 exactly like a missing one. */
export async function loadProject(accountId: string, projectId: string): Promise<ProjectRecord> {
  const project = await getProject(accountId, projectId);
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  return project;
}

/** A page of an account's projects, newest first, optionally of one status and matching a search. */
export async function listProjects(
  accountId: string,
  page: { limit: number; cursor?: string; status?: ProjectStatus; search?: string },
): Promise<Page<ProjectRecord>> {
  const found = await queryPage({
    partition: partitions.account(accountId),
    prefix: SK_PREFIX.project,
    equal: { status: page.status },
    contain: { searchText: page.search?.toLowerCase() },
    newestFirst: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { items: found.items.map(fromItem), nextCursor: found.nextCursor };
}

/**
 * Save a changed project read at `previousVersion`. A status change moves the status counters, and
 * a report event (work started, completed) is counted in the same transaction, so counters stay
 * exact however many changes race. Throws VersionConflictError when another write came first.
 */
export async function saveProject(
  next: ProjectRecord,
  previous: Pick<ProjectRecord, 'version' | 'status'>,
  report?: { month: string; event: ReportEvent },
): Promise<void> {
  await putVersioned(toItem(next), previous.version, [
    ...(next.status !== previous.status
      ? statsUpdate(next.accountId, { [previous.status]: -1, [next.status]: 1 })
      : []),
    ...(report ? [reportMonthUpdate(next.accountId, report.month, report.event)] : []),
  ]);
}

/** An account's project counts by status. */
export async function getProjectStats(accountId: string): Promise<Partial<Record<ProjectStatus, number>>> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.projectStats(accountId), ConsistentRead: true }),
  );
  return (Item ?? {}) as Partial<Record<ProjectStatus, number>>;
}

/** The account's phase template, if it has edited one. */
export async function getPhaseTemplate(accountId: string): Promise<string[] | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.phaseTemplate(accountId) }));
  return Array.isArray(Item?.phases) ? (Item.phases as string[]) : undefined;
}

/** Save the account's phase template. */
export async function savePhaseTemplate(accountId: string, phases: string[], at: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.phaseTemplate(accountId), type: 'phase-template', phases, updatedAt: at },
    }),
  );
}

/**
 * Put a new homeowner link (kept past its expiry so it answers 410) and make it the project's current
 * one in the same transaction, which voids every older link of the project.
 */
export async function putProjectLink(link: ProjectLinkRecord & { sentTo: string }): Promise<void> {
  const current: CurrentProjectLinkRecord = { tokenHash: link.tokenHash, sentTo: link.sentTo };
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.projectLink(link.tokenHash),
          type: 'project-link',
          ...link,
          ttl: epochSeconds(new Date(link.expiresAt)) + KEEP_LINK_AFTER_EXPIRY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.projectCurrentLink(link.accountId, link.projectId),
          type: 'project-link-current',
          ...current,
        },
      },
    },
  ]);
}

/** The project's current homeowner link; none for projects whose links predate it (each then opens until it expires). */
export async function getCurrentProjectLink(
  accountId: string,
  projectId: string,
): Promise<CurrentProjectLinkRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.projectCurrentLink(accountId, projectId),
      ConsistentRead: true,
    }),
  );
  return Item?.type === 'project-link-current' ? recordOf<CurrentProjectLinkRecord>(Item) : undefined;
}

/** A homeowner link by the SHA-256 of its token. */
export async function getProjectLink(tokenHash: string): Promise<ProjectLinkRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.projectLink(tokenHash), ConsistentRead: true }),
  );
  return Item?.type === 'project-link' ? recordOf<ProjectLinkRecord>(Item) : undefined;
}
