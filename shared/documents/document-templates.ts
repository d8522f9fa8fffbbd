/**
 * The documents Ridgeline generates (docs/product.md#documents): what GET /api/documents/templates lists and
 * POST /api/documents `{template, estimate_id}` renders. Each is drawn from the account's data and
 * Settings' company details, so POST /api/documents/regenerate/{id} can render it again.
 */

/** Ids of the document templates. */
export const DOCUMENT_TEMPLATE_IDS = ['proposal', 'report', 'contract'] as const;
export type DocumentTemplateId = (typeof DOCUMENT_TEMPLATE_IDS)[number];

/** One document template as the templates route lists it. */
export interface DocumentTemplate {
  id: DocumentTemplateId;
  name: string;
  kind: 'proposal' | 'report' | 'contract';
  description: string;
  /** What it is generated from: a measured and priced estimate, or its accepted proposal. */
  source: 'estimate' | 'accepted_proposal';
  file_name: string;
}

/** The document templates every account can generate. */
export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'proposal',
    name: 'Roofing proposal',
    kind: 'proposal',
    description: 'The estimate as the homeowner sees it: measurement, price breakdown and terms.',
    source: 'estimate',
    file_name: 'roofing-proposal.pdf',
  },
  {
    id: 'report',
    name: 'Measurement report',
    kind: 'report',
    description: 'Facets, pitch, waste, edge lengths and materials of the measured roof.',
    source: 'estimate',
    file_name: 'roof-measurement-report.pdf',
  },
  {
    id: 'contract',
    name: 'Roofing contract',
    kind: 'contract',
    description: 'The contract of the estimate’s accepted proposal, ready to send for signing.',
    source: 'accepted_proposal',
    file_name: 'roofing-contract.pdf',
  },
];

/** Messages of generating and regenerating documents. */
export const DOCUMENT_GENERATION_MESSAGES = {
  uploadNotRegenerable: 'Uploaded documents cannot be regenerated; upload a new file instead',
  materialOrderNotRegenerable:
    'A material order is rendered from its project: download it again from the project',
  signedNotRegenerable: 'A signed document cannot be regenerated',
  outForSignature:
    'This document is out for signature; regenerate it once the request is signed, declined or expired',
  changedMeanwhile: 'This document was regenerated meanwhile; reload and try again',
  versionNotFound: 'Version not found',
  notAccepted: 'The estimate has no accepted proposal to make a contract from',
} as const;
