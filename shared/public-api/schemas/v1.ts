import * as z from '../../kernel/zod.js';
import { API_ERROR_CODES } from '../../kernel/api-keys.js';
import { pageQuery } from '../../kernel/schemas/paging.js';
import {
  createEstimateRequest,
  estimatePath,
  estimateSchema,
  estimateSummary,
} from '../../estimates/schemas/estimates.js';
import { proposalSentResponse, sendProposalForm } from '../../documents/schemas/proposals.js';
import { project, projectPath, projectSummary } from '../../jobs/schemas/projects.js';

/** Default and largest page of every v1 list. */
export const V1_PAGE = { default: 25, max: 100 } as const;

/** Every error of the public API: a stable code, a sentence, and for `invalid_request` each field's problem. */
export const v1Error = z.object({
  code: z.enum(Object.values(API_ERROR_CODES) as [string, ...string[]]),
  detail: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type V1Error = z.infer<typeof v1Error>;

/** `?limit=&cursor=` of every v1 list. */
export const v1ListQuery = pageQuery(V1_PAGE.default, V1_PAGE.max);

/** A v1 list page: the items under `data`, and the cursor of the next page (null on the last). */
function v1Page<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.nullable(z.string()) });
}

/** POST /api/v1/estimates: the New Estimate fields (address, customer, install date). */
export const v1CreateEstimate = z.omit(createEstimateRequest, { user_id: true });
export type V1CreateEstimate = z.output<typeof v1CreateEstimate>;

/** GET /api/v1/estimates/{id} and the answer of POST /api/v1/estimates. */
export const v1Estimate = estimateSchema;
export const v1EstimatePath = estimatePath;
export const v1EstimatesPage = v1Page(estimateSummary);
export type V1EstimatesPage = z.infer<typeof v1EstimatesPage>;

/** POST /api/v1/estimates/{id}/proposal: who receives the proposal's link. */
export const v1SendProposal = z.strictObject(sendProposalForm.shape);
export const v1ProposalSent = proposalSentResponse;

export const v1Project = project;
export const v1ProjectPath = projectPath;
export const v1ProjectsPage = v1Page(projectSummary);
export type V1ProjectsPage = z.infer<typeof v1ProjectsPage>;

/** A customer: grouped from the account's estimates by last name, first name and address. */
export const v1Customer = z.object({
  id: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.string(),
  address: z.string(),
  total_estimates: z.number().check(z.int()),
  total_value: z.number(),
  latest_estimate: z.object({ id: z.string(), created_at: z.string(), final_price: z.nullable(z.number()) }),
});
export const v1CustomersPage = v1Page(v1Customer);
export type V1CustomersPage = z.infer<typeof v1CustomersPage>;

/** GET /api/v1/openapi.json: an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
