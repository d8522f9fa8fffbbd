import { EXPORTS_PREFIX, UPLOAD_STAGING_PREFIX } from '@shared/kernel/constants.js';

// Every S3 object key we write, as keys.ts is for the table: stored records hold these keys, so a
// key's shape never changes once objects exist under it.

/** The folder of all accounts' objects: a mail attachment is only ever read from under it. */
export const ACCOUNTS_FOLDER = 'accounts/';

/** The folder of everything stored for one account; nothing outside it is served for that account. */
function accountFolder(accountId: string): string {
  return `${ACCOUNTS_FOLDER}${accountId}/`;
}

/** The folder of an account's uploaded and generated library documents. */
function documentFolder(accountId: string): string {
  return `${accountFolder(accountId)}documents/`;
}

/** The folder of an account's logos; every logo we serve lies under it. */
function logoFolder(accountId: string): string {
  return `${accountFolder(accountId)}logos/`;
}

/** The object keys of both buckets. */
export const objectKeys = {
  accountFolder,
  logoFolder,
  /** A logo's final key (generated, never the client's file name). */
  logo: (accountId: string, id: string, extension: string) => `${logoFolder(accountId)}${id}.${extension}`,
  /** Where browsers upload a logo before it is checked (the staging folder expires leftovers). */
  stagedLogoFolder: (accountId: string) => `${UPLOAD_STAGING_PREFIX}${logoFolder(accountId)}`,
  /** A library document's file: an upload, a supplement request, a signed copy. */
  document: (accountId: string, documentId: string, extension = 'pdf') =>
    `${documentFolder(accountId)}${documentId}.${extension}`,
  /** Where browsers upload a library document before it is checked. */
  stagedDocumentFolder: (accountId: string) => `${UPLOAD_STAGING_PREFIX}${documentFolder(accountId)}`,
  /** The folder of one estimate version's PDFs. */
  estimateFolder: (accountId: string, estimateId: string, version: number) =>
    `${accountFolder(accountId)}estimates/${estimateId}/v${version}/`,
  /** One PDF of an estimate version (`name` is e.g. `report` or `contract-<proposalId>`). */
  estimatePdf: (accountId: string, estimateId: string, version: number, name: string) =>
    `${objectKeys.estimateFolder(accountId, estimateId, version)}${name}.pdf`,
  /** The `version`-th rendering of a PDF whose first rendering is at `firstKey`. */
  pdfRevision: (firstKey: string, version: number) => `${firstKey.replace(/\.pdf$/, '')}-r${version}.pdf`,
  /** A project's material order PDF at one project version. */
  materialOrderPdf: (accountId: string, projectId: string, version: number) =>
    `${accountFolder(accountId)}projects/${projectId}/material-order-v${version}.pdf`,
  /** An invoice of homeowner payments, as last rendered. */
  invoicePdf: (accountId: string, proposalId: string, invoiceId: string) =>
    `${accountFolder(accountId)}payments/${proposalId}/invoice-${invoiceId}.pdf`,
  /** Where the crew app uploads a job photo before it is checked (named by the phone's id). */
  stagedCrewPhoto: (accountId: string, projectId: string, photoId: string) =>
    `${UPLOAD_STAGING_PREFIX}${accountFolder(accountId)}projects/${projectId}/photos/${photoId}`,
  /** A checked job photo. */
  crewPhoto: (accountId: string, projectId: string, photoId: string, extension: string) =>
    `${accountFolder(accountId)}projects/${projectId}/photos/${photoId}.${extension}`,
  /** A project's completion certificate. */
  completionCertificate: (accountId: string, projectId: string) =>
    `${accountFolder(accountId)}projects/${projectId}/completion-certificate.pdf`,
  /** A whole-account export archive (under the exports the bucket deletes after a day). */
  accountExport: (accountId: string, exportId: string) =>
    `${EXPORTS_PREFIX}accounts/${accountId}/${exportId}.zip`,
  /** A CRM CSV export (under the exports the bucket deletes after a day). */
  crmExport: (id: string) => `${EXPORTS_PREFIX}crm/${id}.csv`,
};

/** Whether `key` lies in `folder` under a name we generated (a ULID), as staging keys are made. */
export function isGeneratedKeyIn(folder: string, key: string): boolean {
  return key.startsWith(folder) && /^[0-9A-Z]{26}$/.test(key.slice(folder.length));
}
