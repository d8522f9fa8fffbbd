import { PDF, rowsOf } from './row.js';

const r = rowsOf('documents');

/** The routes of the documents area. */
export const documentsRoutes = [
  // Proposals, the homeowner portal, documents and signing. PDF routes render on the spot when the
  // queue has not yet (logo from uploads), hence the larger memory and timeout.
  r('GET /api/proposals', 'list-proposals', 'read'),
  r('POST /api/proposals', 'create-proposal', 'rw'),
  r('GET /api/proposals/{id}', 'get-proposal', 'read uploads:r'),
  r('PUT /api/proposals/{id}/status', 'update-proposal-status', 'rw mail render'),
  r('DELETE /api/proposals/{id}', 'delete-proposal', 'rw'),
  r('POST /api/customer-portal/send-proposal-link', 'send-proposal-link', 'rw mail render'),
  // The first open marks the proposal viewed and mails the contractor who sent it; once signed, the page
  // links the signed contract (a presigned GET from the documents bucket).
  r('GET /api/customer-portal/proposal/{token}', 'get-proposal', 'rw uploads:r docs:r mail'),
  r('POST /api/customer-portal/proposal/{token}/action', 'proposal-action', 'rw mail contract hooks'),
  // A superseded link asks for the newest proposal's link: its token rotated, mailed to its recorded address.
  r('POST /api/customer-portal/proposal/{token}/resend-current', 'resend-current', 'rw mail'),
  r('GET /api/customer-portal/proposal/{token}/pdf', 'proposal-pdf', 'rw uploads:r docs:rw', PDF),
  // Straight after accepting, the homeowner signs: a fresh signing link (the contract rendered first if need be).
  r('POST /api/customer-portal/proposal/{token}/signing-link', 'signing-link', 'rw uploads:r docs:w', PDF),
  r('GET /api/estimates/{id}/generate-pdf', 'generate-pdf', 'rw uploads:r docs:rw', PDF),
  r('POST /api/estimates/{id}/generate-contract', 'generate-contract', 'rw uploads:r docs:w', PDF),
  r('POST /api/estimates/{id}/send-for-signing', 'send-for-signing', 'rw uploads:r docs:w mail', PDF),
  // A fresh link for signing in person on the contractor's device (may render the contract first).
  r('POST /api/estimates/{id}/in-person-signing', 'in-person-signing', 'rw uploads:r docs:w mail', PDF),
  r('GET /api/estimates/{id}/contract-pdf', 'contract-pdf', 'rw uploads:r docs:rw', PDF),
  r('GET /api/signing/{token}', 'get-signing', 'read uploads:r'),
  r('GET /api/signing/{token}/pdf', 'signing-pdf', 'read docs:r'),
  // A used signing link reopens on the signed contract (who, when, the signed PDF).
  r('GET /api/signing/{token}/signed', 'get-signed', 'read uploads:r docs:r'),
  r('POST /api/signing/{token}', 'sign-contract', 'rw docs:rw mail hooks', PDF),
  // The documents library: uploads through a presigned POST, every document of the account.
  r('POST /api/documents', 'create-document', 'rw uploads:rw docs:rw', PDF),
  r('GET /api/documents', 'list-documents', 'read'),
  r('GET /api/documents/templates', 'list-document-templates', 'read'),
  r('POST /api/documents/regenerate/{id}', 'regenerate-document', 'rw uploads:r docs:rw', PDF),
  r('GET /api/documents/{id}', 'get-document', 'read'),
  r('GET /api/documents/{id}/download', 'download-document', 'read uploads:r docs:r'),
  // Any PDF of the library sent for signature; the signer's public token routes.
  r('POST /api/documents/{id}/send-for-signature', 'send-for-signature', 'rw uploads:r docs:r mail'),
  r('GET /api/documents/{id}/signature-status', 'signature-status', 'read'),
  r('GET /api/document-signing/{token}', 'get-document-signing', 'rw uploads:r'),
  r('GET /api/document-signing/{token}/pdf', 'document-signing-pdf', 'read uploads:r docs:r'),
  // Signing and declining mail the member who sent the document.
  r('POST /api/document-signing/{token}', 'sign-document', 'rw uploads:rw docs:r mail', PDF),
  r('POST /api/document-signing/{token}/decline', 'decline-document', 'rw mail'),
];
