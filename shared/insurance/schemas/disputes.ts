import * as z from '../../kernel/zod.js';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from '../disputes.js';
import { pageCursor, pageLimit, pageResponse } from '../../kernel/schemas/paging.js';

// The disputes API (docs/product.md#insurance): requests, query strings and answers. Money is dollars
// on the wire and cents in storage.

/** Default and largest page of the disputes list. */
const DISPUTE_PAGE = { default: 50, max: 200 } as const;

const id = z.string().check(z.minLength(1), z.maxLength(64));
/** Largest amount a dispute may name: a roof claim, not a portfolio. */
const MAX_AMOUNT = 10_000_000;
const amount = z
  .number({ error: 'Amounts must be numbers' })
  .check(z.gte(0, 'Amounts cannot be negative'), z.lte(MAX_AMOUNT, `Amounts cannot exceed ${MAX_AMOUNT}`));

/** Path of the single-dispute routes. */
export const disputePath = z.object({ id });

/** POST /api/disputes: the dispute as sent (docs/product.md#insurance). */
export const createDisputeRequest = z.strictObject({
  project_id: id,
  dispute_type: z.enum(DISPUTE_TYPES, { error: 'dispute_type must be one of the six dispute types' }),
  description: z
    .string({ error: 'Description is required' })
    .check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(5000)),
  disputed_amount: z.optional(z.nullable(amount)),
  insurance_company: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
});
export type CreateDisputeRequest = z.infer<typeof createDisputeRequest>;

/** GET /api/disputes: a page of the account's disputes, optionally one status and one type. */
export const listDisputesQuery = z.object({
  status: z.optional(z.enum(DISPUTE_STATUSES, { error: 'status must be a dispute status' })),
  dispute_type: z.optional(z.enum(DISPUTE_TYPES, { error: 'dispute_type must be a dispute type' })),
  limit: pageLimit(DISPUTE_PAGE.default, DISPUTE_PAGE.max),
  cursor: pageCursor,
});
export type ListDisputesQuery = z.infer<typeof listDisputesQuery>;

/** PUT /api/disputes/{id}/status?status=&resolution_notes=&resolved_amount= */
export const disputeStatusQuery = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: 'status must be a dispute status' }),
  resolution_notes: z.optional(z.string().check(z.maxLength(5000))),
  resolved_amount: z.optional(
    z.coerce
      .number({ error: 'resolved_amount must be a number' })
      .check(
        z.gte(0, 'Amounts cannot be negative'),
        z.lte(MAX_AMOUNT, `Amounts cannot exceed ${MAX_AMOUNT}`),
      ),
  ),
});
export type DisputeStatusQuery = z.infer<typeof disputeStatusQuery>;

/** POST /api/disputes/{id}/add-document?document_id= (an id from the dispute's project documents). */
export const addDisputeDocumentQuery = z.object({
  document_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
});

/** A document attached to a dispute. */
export const disputeDocument = z.object({ id: z.string(), label: z.string(), added_at: z.string() });

/** One line of a dispute's timeline. */
export const disputeTimelineEvent = z.object({
  at: z.string(),
  event: z.string(),
  detail: z.nullable(z.string()),
});

/** A dispute as answered (the list's fields plus what the detail page shows). */
export const dispute = z.object({
  id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  dispute_type: z.enum(DISPUTE_TYPES),
  description: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  next_statuses: z.array(z.enum(DISPUTE_STATUSES)),
  insurance_company: z.nullable(z.string()),
  disputed_amount: z.nullable(z.number()),
  resolved_amount: z.nullable(z.number()),
  resolution_notes: z.nullable(z.string()),
  documents: z.array(disputeDocument),
  appraisal: z.nullable(z.object({ appraiser_due: z.string(), umpire_due: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dispute = z.infer<typeof dispute>;

/** GET /api/disputes */
export const disputesPage = pageResponse('disputes', dispute);
export type DisputesPage = z.infer<typeof disputesPage>;

/** GET /api/disputes/{id}/timeline: oldest first. */
export const disputeTimeline = z.object({ timeline: z.array(disputeTimelineEvent) });
export type DisputeTimeline = z.infer<typeof disputeTimeline>;

/** GET /api/disputes/dashboard/summary: the running figures (docs/product.md#insurance). */
export const disputesSummary = z.object({
  totalDisputes: z.number().check(z.int()),
  activeDisputes: z.number().check(z.int()),
  resolvedDisputes: z.number().check(z.int()),
  totalDisputedAmount: z.number(),
});
export type DisputesSummary = z.infer<typeof disputesSummary>;
