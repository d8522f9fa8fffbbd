import { downloadFileName } from '@shared/kernel/download-name.js';
import { pdfUrl, putPdf } from '../../platform/data/objects.js';
import { getMaterialOrderDocument, putMaterialOrderDocument } from '../../documents/index.js';
import { isReadOnlyDemo } from '../../platform/demo-mode.js';
import { loadProject } from '../data/projects.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { renderMaterialOrderPdf } from '../pdf/material-order-pdf.js';
import { companyFor } from '../../accounts/index.js';
import { objectKeys } from '../../platform/data/object-keys.js';

/**
 * GET /api/projects/{id}/material-order/pdf: the order as it stands, rendered and stored under the
 * account's prefix keyed by the project version (a re-download of the same version overwrites it with
 * the same content), answered as a short-lived link.
 */
export async function materialOrderPdfFor(
  caller: Caller,
  projectId: string,
  now = new Date(),
): Promise<string> {
  const project = await loadProject(caller.accountId, projectId);
  const key = objectKeys.materialOrderPdf(caller.accountId, projectId, project.version);
  const fileName = downloadFileName({ what: 'Material order', address: project.address, extension: 'pdf' });
  // The shared read-only demo account serves the file already stored for this version: its settings
  // cannot change, and every visitor's download must not render and store anew (docs/decisions.md).
  if (isReadOnlyDemo(caller.user.email)) {
    const stored = await getMaterialOrderDocument(caller.accountId, projectId);
    if (stored?.s3Key === key) return pdfUrl(key, fileName, now);
  }
  // Settings' company phone and email (docs/product.md#jobs), the member's where the company has none.
  const company = await companyFor(caller.accountId, caller.userId, false);
  const bytes = await renderMaterialOrderPdf({
    companyName: company.name,
    contact: [company.phone, company.email].filter(Boolean).join(' · ') || null,
    projectName: project.name,
    address: project.address,
    suggestedWastePercent: project.suggestedWastePercent,
    lines: project.materialOrder,
    createdAt: new Date(project.updatedAt),
  });
  await putPdf(key, bytes, fileName);
  // Listed in the documents library as the project's material order (docs/product.md#jobs).
  await putMaterialOrderDocument({
    accountId: caller.accountId,
    projectId,
    title: `Material order — ${project.name}`.slice(0, 200),
    customerName: project.customerName,
    customerEmail: project.customerEmail,
    estimateId: project.estimateId,
    s3Key: key,
    bytes: bytes.length,
    createdAt: now.toISOString(),
  });
  return pdfUrl(key, fileName, now);
}
