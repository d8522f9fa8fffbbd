/**
 * The public API's endpoints (docs/product.md#public-api): for each `/api/v1` row of the route table
 * (infra/routes/public-api.ts) its scope, words and zod schemas. The handlers parse and answer with
 * these schemas and the OpenAPI document (./openapi.ts) is generated from them, so neither can drift
 * from the other; a unit test holds this list and the route table's rows to the same set.
 */
import type * as z from '../../kernel/zod.js';
import type { ApiScope } from '../../kernel/api-keys.js';
import {
  openApiDocumentSchema,
  v1CreateEstimate,
  v1CustomersPage,
  v1Estimate,
  v1EstimatePath,
  v1EstimatesPage,
  v1ListQuery,
  v1Project,
  v1ProjectPath,
  v1ProjectsPage,
  v1ProposalSent,
  v1SendProposal,
} from './v1.js';
import {
  createEndpointRequest,
  deletedResponse,
  endpointList,
  endpointPath,
  endpointWithSecret,
} from '../../integrations/schemas/webhooks.js';

/** A schema with the name the document gives it under `components.schemas`. */
export interface Named<S extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  schema: S;
}

/** One endpoint of the public API. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** As the route table writes it (`{id}` parameters). */
  path: `/api/v1/${string}`;
  /** The OpenAPI operation id. */
  operationId: string;
  tag: 'Estimates' | 'Proposals' | 'Projects' | 'Customers' | 'Webhooks' | 'Reference';
  summary: string;
  description: string;
  /** The scope the key needs; null for the one public endpoint (the document itself). */
  scope: ApiScope | null;
  body?: Named;
  query?: z.ZodMiniObject;
  /** The schema of the `{…}` parameters of `path`. */
  params?: z.ZodMiniObject;
  /** Descriptions of the path and query parameters. */
  parameters?: Record<string, string>;
  status: 200 | 201;
  response: Named;
  /** Takes an `Idempotency-Key` header (creates). */
  idempotent?: boolean;
}

/** Keeps an endpoint's exact schema types, so a handler parses with them typed. */
function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

const PAGE_PARAMETERS = {
  limit: 'How many items per page (1–100, default 25).',
  cursor: 'The `next_cursor` of the previous page; omit for the first page.',
};

/** Every endpoint of the public API, in the order the reference lists them. */
export const V1 = {
  createEstimate: endpoint({
    method: 'POST',
    path: '/api/v1/estimates',
    operationId: 'createEstimate',
    tag: 'Estimates',
    summary: 'Create an estimate from an address',
    description:
      'Saves the estimate and queues its roof measurement; the answer comes at once with `measurement_status: "queued"`. Poll the estimate until `measurement_status` is `measured` (priced: `final_price` is set) or `failed` (`measurement_error` says why).',
    scope: 'estimates:write',
    body: { name: 'CreateEstimateRequest', schema: v1CreateEstimate },
    status: 201,
    response: { name: 'Estimate', schema: v1Estimate },
    idempotent: true,
  }),
  listEstimates: endpoint({
    method: 'GET',
    path: '/api/v1/estimates',
    operationId: 'listEstimates',
    tag: 'Estimates',
    summary: 'List estimates',
    description: 'The account’s estimates, newest first, a page at a time.',
    scope: 'estimates:read',
    query: v1ListQuery,
    parameters: PAGE_PARAMETERS,
    status: 200,
    response: { name: 'EstimatePage', schema: v1EstimatesPage },
  }),
  getEstimate: endpoint({
    method: 'GET',
    path: '/api/v1/estimates/{id}',
    operationId: 'getEstimate',
    tag: 'Estimates',
    summary: 'Get an estimate and its status',
    description:
      'One estimate with its measurement status, measurement, price and timeline. `status` is `pending` until a proposal is sent, then `sent`, then `accepted`.',
    scope: 'estimates:read',
    params: v1EstimatePath,
    parameters: { id: 'The estimate’s id.' },
    status: 200,
    response: { name: 'Estimate', schema: v1Estimate },
  }),
  sendProposal: endpoint({
    method: 'POST',
    path: '/api/v1/estimates/{id}/proposal',
    operationId: 'sendProposal',
    tag: 'Proposals',
    summary: 'Send the estimate’s proposal to the homeowner',
    description:
      'Makes a proposal of a measured estimate and mails its secure link to the homeowner, who can accept and sign it online. Each call sends a new proposal (the newest supersedes the earlier links).',
    scope: 'proposals:write',
    params: v1EstimatePath,
    parameters: { id: 'The estimate’s id.' },
    body: { name: 'SendProposalRequest', schema: v1SendProposal },
    status: 201,
    response: { name: 'ProposalSent', schema: v1ProposalSent },
    idempotent: true,
  }),
  listProjects: endpoint({
    method: 'GET',
    path: '/api/v1/projects',
    operationId: 'listProjects',
    tag: 'Projects',
    summary: 'List projects',
    description: 'Signed jobs (a project starts when the homeowner signs the contract), newest first.',
    scope: 'projects:read',
    query: v1ListQuery,
    parameters: PAGE_PARAMETERS,
    status: 200,
    response: { name: 'ProjectPage', schema: v1ProjectsPage },
  }),
  getProject: endpoint({
    method: 'GET',
    path: '/api/v1/projects/{id}',
    operationId: 'getProject',
    tag: 'Projects',
    summary: 'Get a project',
    description: 'One project with its stage, phases, crew, material order and timeline.',
    scope: 'projects:read',
    params: v1ProjectPath,
    parameters: { id: 'The project’s id.' },
    status: 200,
    response: { name: 'Project', schema: v1Project },
  }),
  listCustomers: endpoint({
    method: 'GET',
    path: '/api/v1/customers',
    operationId: 'listCustomers',
    tag: 'Customers',
    summary: 'List customers',
    description:
      'Customers grouped from the account’s estimates (same last name, first name and address), by last name.',
    scope: 'customers:read',
    query: v1ListQuery,
    parameters: PAGE_PARAMETERS,
    status: 200,
    response: { name: 'CustomerPage', schema: v1CustomersPage },
  }),
  listWebhookEndpoints: endpoint({
    method: 'GET',
    path: '/api/v1/webhook-endpoints',
    operationId: 'listWebhookEndpoints',
    tag: 'Webhooks',
    summary: 'List webhook endpoints',
    description:
      'The account’s webhook endpoints (also managed in Settings → Webhooks); secrets are never listed.',
    scope: 'webhooks:manage',
    status: 200,
    response: { name: 'WebhookEndpointList', schema: endpointList },
  }),
  createWebhookEndpoint: endpoint({
    method: 'POST',
    path: '/api/v1/webhook-endpoints',
    operationId: 'createWebhookEndpoint',
    tag: 'Webhooks',
    summary: 'Register a webhook endpoint',
    description:
      'An HTTPS endpoint of a public host and the events it receives. The answer carries the signing secret this once; keep it to verify `Ridgeline-Signature`.',
    scope: 'webhooks:manage',
    body: { name: 'CreateWebhookEndpointRequest', schema: createEndpointRequest },
    status: 201,
    response: { name: 'WebhookEndpointWithSecret', schema: endpointWithSecret },
    idempotent: true,
  }),
  deleteWebhookEndpoint: endpoint({
    method: 'DELETE',
    path: '/api/v1/webhook-endpoints/{id}',
    operationId: 'deleteWebhookEndpoint',
    tag: 'Webhooks',
    summary: 'Delete a webhook endpoint',
    description:
      'The endpoint receives nothing more; deliveries already logged stay readable in Settings for 30 days.',
    scope: 'webhooks:manage',
    params: endpointPath,
    parameters: { id: 'The endpoint’s id.' },
    status: 200,
    response: { name: 'Deleted', schema: deletedResponse },
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/api/v1/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Reference',
    summary: 'This OpenAPI document',
    description: 'The OpenAPI 3.1 document of the API. Needs no key.',
    scope: null,
    status: 200,
    response: { name: 'OpenApiDocument', schema: openApiDocumentSchema },
  }),
};

/** The endpoints as a list. */
export const V1_ENDPOINTS: readonly Endpoint[] = Object.values(V1);
