import * as z from '../../kernel/zod.js';
import { homeownerCompany } from '../../kernel/schemas/common.js';

/**
 * GET /api/signing/{token}/signed: what a used signing link shows once its contract is signed — who
 * signed and when, the company, and a short-lived link to the signed PDF.
 */
export const signedContractView = z.object({
  contract_id: z.string(),
  company: homeownerCompany,
  customer_name: z.string(),
  property_address: z.string(),
  total_price: z.number(),
  signed_at: z.string(),
  signer_name: z.string(),
  signed_pdf_url: z.string(),
});
/** The signed contract a used signing link opens. */
export type SignedContractView = z.infer<typeof signedContractView>;

/**
 * Where an accepted proposal stands for the homeowner (docs/product.md#documents): the contract being prepared, sent
 * for signing, or signed (with a short-lived link to the signed PDF).
 */
export const contractProgress = z.object({
  stage: z.enum(['preparing', 'sent', 'signed']),
  sent_at: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
  signer_name: z.nullable(z.string()),
  signed_pdf_url: z.nullable(z.string()),
  /** Not signed yet, and the homeowner may sign straight away (POST …/signing-link; docs/decisions.md). */
  sign_now: z.optional(z.boolean()),
});
/** Where an accepted proposal's contract stands. */
export type ContractProgress = z.infer<typeof contractProgress>;
