import { downloadFileName } from '@shared/kernel/download-name.js';
import { ulid } from 'ulid';
import {
  compareScope,
  priceSupplement,
  scopeTotal,
  SUPPLEMENT_MESSAGES,
  type ScopeLine,
} from '@shared/insurance/supplement.js';
import type { z } from '@shared/kernel/zod.js';
import type { createSupplementRequest, SupplementResponse } from '@shared/insurance/schemas/supplement.js';
import { getEstimate } from '../../estimates/index.js';
import { documentUrl, putUploadedDocument, estimateDocument } from '../../documents/index.js';
import { loadProject } from '../../jobs/index.js';
import { putLibraryPdf } from '../../platform/data/objects.js';
import { ConflictError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { renderSupplementPdf } from '../pdf/supplement-pdf.js';
import { companyFor } from '../../accounts/index.js';

// The supplement request (docs/product.md#insurance): the carrier scope compared with the measured roof of the
// project's estimate, rendered once as a PDF and kept in the account's documents library, from where
// it can be downloaded and attached to a dispute.

/** Download name of a supplement request (header-safe ASCII). */

/**
 * POST /api/projects/{id}/supplement: compare, keep the lines the contractor kept, render the PDF
 * and store it as a `supplement` document of the account. Another account's project is 404; a
 * project without a carrier or without a measured estimate is 409.
 */
export async function createSupplementFor(
  caller: Caller,
  projectId: string,
  request: z.output<typeof createSupplementRequest>,
  now = new Date(),
): Promise<SupplementResponse> {
  const project = await loadProject(caller.accountId, projectId);
  const claim = project.insurance;
  if (!claim?.insuranceCompany) throw new ConflictError(SUPPLEMENT_MESSAGES.notInsurance);
  const estimate = project.estimateId ? await getEstimate(caller.accountId, project.estimateId) : undefined;
  if (!estimate?.measurement || !estimate.pricing) throw new ConflictError(SUPPLEMENT_MESSAGES.noEstimate);
  const scope: ScopeLine[] = request.scope.map((line) => ({
    code: line.code,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unit_price,
  }));
  const lines = priceSupplement(compareScope(scope, estimate.measurement, request.stories ?? null), scope, {
    excluded: request.excluded,
    unitPrices: request.unit_prices,
  });
  if (lines.length === 0) throw new ConflictError(SUPPLEMENT_MESSAGES.nothingToSupplement);
  const documentId = ulid(now.getTime());
  const at = now.toISOString();
  const company = await companyFor(caller.accountId, caller.userId, true);
  const bytes = await renderSupplementPdf({
    estimate: estimateDocument(estimate, company),
    reference: documentId,
    preparedAt: at,
    claim: {
      carrier: claim.insuranceCompany,
      claimNumber: claim.claimNumber,
      policyNumber: claim.policyNumber ?? null,
      dateOfLoss: claim.dateOfLoss ?? null,
      adjusterName: claim.adjusterName,
      adjusterEmail: claim.adjusterEmail ?? null,
    },
    scopeDate: request.scope_date ?? null,
    scopeLineCount: scope.length,
    scopeTotal: scopeTotal(scope),
    lines,
    notes: request.notes?.trim() || null,
  });
  const title = `Supplement request — ${claim.insuranceCompany}${claim.claimNumber ? ` claim ${claim.claimNumber}` : ''}`;
  // Named like the library names it when downloaded later (the title and the property's street).
  const fileName = downloadFileName({ what: title, address: estimate.address, extension: 'pdf' });
  const s3Key = await putLibraryPdf(caller.accountId, documentId, bytes, fileName);
  await putUploadedDocument({
    accountId: caller.accountId,
    documentId,
    kind: 'supplement',
    title,
    customerName: project.customerName,
    customerEmail: project.customerEmail,
    estimateId: estimate.estimateId,
    fileType: 'pdf',
    s3Key,
    bytes: bytes.length,
    uploadedBy: caller.userId,
    createdAt: at,
  });
  return {
    document: {
      id: documentId,
      kind: 'supplement',
      title,
      customer_name: project.customerName,
      customer_email: project.customerEmail,
      estimate_id: estimate.estimateId,
      property_address: estimate.address,
      content_type: 'application/pdf',
      bytes: bytes.length,
      created_at: at,
      signature_status: null,
      // A supplement is an upload of the library: one version, never regenerated (a new request is a new document).
      regenerable: false,
      version: 1,
      versions: [{ version: 1, created_at: at, bytes: bytes.length }],
    },
    lines: lines.map((line) => ({
      rule: line.rule,
      item: line.item,
      unit: line.unit,
      measured: line.measured,
      carrier: line.carrier,
      difference: line.difference,
      unit_price: line.unitPrice,
      amount: line.amount,
      evidence: line.evidence,
      status: line.status,
    })),
    url: await documentUrl('uploads', s3Key, fileName, 'application/pdf'),
  };
}
