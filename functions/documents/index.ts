/** What the documents area offers the other areas: import it only through this file. */
export { getContract, type ContractRecord } from './data/contracts.js';
export { getDocumentRecord } from './data/documents.js';
export {
  documentUrl,
  getMaterialOrderDocument,
  putMaterialOrderDocument,
  putUploadedDocument,
} from './data/library-documents.js';
export { getProposal, type ProposalRecord } from './data/proposals.js';
export { renderMeasurementReportPdf } from './pdf/report-pdf.js';
export { drawRoofDiagram } from './pdf/roof-diagram.js';
export { drawFacetTable, drawHeader } from './pdf/sections.js';
export { estimateDocument } from './service/document-inputs.js';
export { libraryEntryOf } from './service/library-service.js';
export { sendProposalLinkFor } from './service/proposals-service.js';
export { signedContractOfToken } from './service/signed-contract-service.js';
