import { ulid } from 'ulid';
import { gdprDueDate } from '@shared/public-site/gdpr.js';
import type { GdprRequestRecord } from '../data/submissions.js';

/** What the requester tells us of a GDPR request. */
export type GdprRequestFields = Pick<
  GdprRequestRecord,
  'request_type' | 'full_name' | 'email' | 'request_details' | 'verification_method'
>;

/** A GDPR request received `now`, not yet stored: status received, due GDPR_DUE_DAYS later. */
export function newGdprRequest(fields: GdprRequestFields, now: Date): GdprRequestRecord {
  const createdAt = now.toISOString();
  return {
    id: ulid(now.getTime()),
    ...fields,
    status: 'received',
    respond_by: gdprDueDate(createdAt),
    created_at: createdAt,
  };
}
