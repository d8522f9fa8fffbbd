import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { keys, partitions } from './keys.js';
import { queryIndexPage, stripKeys, TABLE } from './table.js';

/** Kinds of public submission kept for the CRM. */
export type SubmissionKind = 'lead' | 'partner_application' | 'contact' | 'gdpr_request';

/** A lead (spec 000 §3, spec 001 §3), as stored. */
export interface LeadRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  address: string | null;
  source: string;
  interests: string[];
  notes: string | null;
  status: 'new' | 'pending' | 'contacted' | 'qualified' | 'converted' | 'lost';
  created_at: string;
}

/** A contact submission (spec 001 §3 stored record). */
export interface ContactRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string | null;
  city: string;
  reason: string;
  comments: string | null;
  responded: boolean;
  created_at: string;
}

/** A partner application: the spec's payload plus the CRM's list fields. */
export interface PartnerApplicationRecord extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  company_website: string | null;
  partner_type: string;
  status: 'pending' | 'under_review' | 'approved' | 'rejected';
  created_at: string;
}

/** A GDPR request, as stored. */
export interface GdprRequestRecord {
  id: string;
  request_type: string;
  full_name: string;
  email: string;
  request_details: string | null;
  verification_method: string;
  status: 'received' | 'in_progress' | 'completed';
  respond_by: string;
  created_at: string;
}

type AnyRecord = { id: string; created_at: string };

function statusOf(record: Record<string, unknown>): string {
  if (typeof record.status === 'string') return record.status;
  return record.responded ? 'responded' : 'pending';
}

async function putSubmission(
  kind: SubmissionKind,
  record: AnyRecord & Record<string, unknown>,
): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.submission(kind, record.id),
        ...keys.submissionByDate(kind, record.created_at, record.id),
        ...keys.submissionByStatus(kind, statusOf(record), record.created_at, record.id),
        type: kind,
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Put a lead from the presale popup or the early-access page. */
export async function putLead(record: LeadRecord): Promise<void> {
  await putSubmission('lead', { ...record });
}

/** Put a contact-form submission. */
export async function putContactSubmission(record: ContactRecord): Promise<void> {
  await putSubmission('contact', { ...record });
}

/** Put a partner application. */
export async function putPartnerApplication(record: PartnerApplicationRecord): Promise<void> {
  await putSubmission('partner_application', record);
}

/** Put a GDPR request. */
export async function putGdprRequest(record: GdprRequestRecord): Promise<void> {
  await putSubmission('gdpr_request', { ...record });
}

/** One stored submission by kind and id. */
export async function getSubmission<T>(kind: SubmissionKind, id: string): Promise<T | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.submission(kind, id) }));
  return Item ? (stripKeys(Item) as unknown as T) : undefined;
}

/** A page of submissions of one kind, newest first, optionally of one status (one Query on GSI1 or GSI2). */
export async function listSubmissions<T>(
  kind: SubmissionKind,
  options: { status?: string; limit: number; cursor?: string },
): Promise<{ items: T[]; cursor: string | null }> {
  const page = options.status
    ? await queryIndexPage('GSI2', partitions.submissionsWithStatus(kind, options.status), {
        ...options,
        newestFirst: true,
      })
    : await queryIndexPage('GSI1', partitions.submissionsByDate(kind), { ...options, newestFirst: true });
  return { items: page.items.map((item) => stripKeys(item) as unknown as T), cursor: page.nextCursor };
}
