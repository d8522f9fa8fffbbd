/**
 * Files the documents library accepts (docs/product.md#documents): PDF, PNG, JPEG and HEIC, recognised by their bytes
 * (never the name or the declared type), at most 20 MB. PNG and JPEG reuse the logo check.
 */

import { detectLogoType } from '../kernel/image-type.js';

/** Largest upload: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Bytes needed to recognise a document type (HEIC's brand sits at bytes 8–11). */
export const DOCUMENT_SIGNATURE_BYTES = 12;

/** Kinds of file, with the extension and content type we store them under. */
export const DOCUMENT_FILE_TYPES = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  heic: { extension: 'heic', contentType: 'image/heic' },
} as const;
export type DocumentFileType = keyof typeof DOCUMENT_FILE_TYPES;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The file type the bytes are, or undefined (GIF, SVG, HTML, anything else). */
export function detectDocumentType(bytes: Uint8Array): DocumentFileType | undefined {
  if (PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'pdf';
  const image = detectLogoType(bytes);
  if (image) return image;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (
    bytes.length >= DOCUMENT_SIGNATURE_BYTES &&
    ascii(4, 8) === 'ftyp' &&
    HEIC_BRANDS.includes(ascii(8, 12))
  )
    return 'heic';
  return undefined;
}

/** Kinds of document in the library. */
export const DOCUMENT_KINDS = [
  'proposal',
  'report',
  'contract',
  'signed_contract',
  'supplement',
  'material_order',
  'upload',
  'signed',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Most library upload forms an account may hold open (issued, unexpired, not yet confirmed) at once. */
export const PENDING_UPLOAD_LIMIT = 20;

/** Messages of the upload checks. */
export const DOCUMENT_MESSAGES = {
  wrongType: 'Only PDF, PNG, JPEG or HEIC files can be uploaded',
  tooLarge: 'File size must be less than 20MB',
  empty: 'The file is empty',
  notFound: 'Document not found',
  uploadNotFound: 'Upload not found',
  tooManyPending: `At most ${PENDING_UPLOAD_LIMIT} uploads can be in progress at once. Finish those, or wait a few minutes for unfinished ones to expire, then try again.`,
} as const;
