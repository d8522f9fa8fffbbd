import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { ValidationError } from '../errors.js';
import { keys } from './keys.js';
import { stripKeys, TABLE } from './table.js';

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

/** Store a lead from the presale popup or the early-access page. */
export async function createLead(record: LeadRecord): Promise<void> {
  await putSubmission('lead', { ...record });
}

/** Store a contact-form submission. */
export async function createContactSubmission(record: ContactRecord): Promise<void> {
  await putSubmission('contact', { ...record });
}

/** Store a partner application. */
export async function createPartnerApplication(record: PartnerApplicationRecord): Promise<void> {
  await putSubmission('partner_application', record);
}

/** Store a GDPR request. */
export async function createGdprRequest(record: GdprRequestRecord): Promise<void> {
  await putSubmission('gdpr_request', { ...record });
}

/** One stored submission by kind and id. */
export async function getSubmission<T>(kind: SubmissionKind, id: string): Promise<T | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.submission(kind, id) }));
  return Item ? (stripKeys(Item) as unknown as T) : undefined;
}

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

function decodeCursor(
  kind: SubmissionKind,
  cursor: string | undefined,
  index: 'GSI1' | 'GSI2',
  partition: string,
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    // A cursor only continues the list it came from.
    if (key[`${index}PK`] !== partition || key.PK !== keys.submission(kind, '').PK)
      throw new Error('foreign cursor');
    return key;
  } catch {
    throw new ValidationError('Invalid cursor');
  }
}

/** A page of submissions of one kind, newest first, optionally of one status (one Query on GSI1 or GSI2). */
export async function listSubmissions<T>(
  kind: SubmissionKind,
  options: { status?: string; limit: number; cursor?: string },
): Promise<{ items: T[]; cursor: string | null }> {
  const index = options.status ? 'GSI2' : 'GSI1';
  const partition = options.status
    ? keys.submissionByStatus(kind, options.status, '', '').GSI2PK
    : keys.submissionByDate(kind, '', '').GSI1PK;
  const { Items = [], LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(kind, options.cursor, index, partition),
    }),
  );
  return {
    items: Items.map((item) => stripKeys(item) as unknown as T),
    cursor: encodeCursor(LastEvaluatedKey),
  };
}
