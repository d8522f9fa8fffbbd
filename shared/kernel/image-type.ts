/**
 * Recognises logo images by their bytes, never by name or declared type (docs/product.md#accounts: PNG or JPG
 * only). Pure, so the browser can check a chosen file before uploading and the server decides.
 */

/** Image kinds a logo may be, with the extension and content type we store them under. */
export const LOGO_IMAGE_TYPES = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;
export type LogoImageType = keyof typeof LOGO_IMAGE_TYPES;

/** A company logo as bytes, with the image type its signature says it is. */
export interface DocumentLogo {
  bytes: Uint8Array;
  type: LogoImageType;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Bytes needed to recognise a logo type. */
export const IMAGE_SIGNATURE_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** 'png' or 'jpeg' when the bytes start with that format's signature, else undefined (GIF, SVG, HTML…). */
export function detectLogoType(bytes: Uint8Array): LogoImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}
