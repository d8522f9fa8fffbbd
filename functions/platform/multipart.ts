import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from './errors.js';

/** A file part of a multipart/form-data body. */
export interface FormFile {
  /** The client's name for the file: shown at most, never used as a storage key. */
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A parsed multipart/form-data body: text fields and file parts by field name. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, FormFile>;
}

const MAX_PARTS = 10;
const MAX_FIELD_BYTES = 4096;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function invalid(): ValidationError {
  return new ValidationError('The upload must be a multipart/form-data form');
}

/** The boundary parameter of a multipart/form-data content type. */
function boundaryOf(contentType: string | undefined): string {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) throw invalid();
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 70) throw invalid();
  return boundary;
}

function headerParam(header: string, name: string): string | undefined {
  const match =
    new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1];
}

/**
 * Parses a multipart/form-data body (RFC 7578) held in memory. Strict: a malformed body, too many
 * parts, a repeated field name or an oversized text field is a 400, so nothing half-parsed is used.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartForm {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  // Prototype-less maps: a part named `__proto__` or `constructor` is just a name.
  const form: MultipartForm = {
    fields: Object.create(null) as Record<string, string>,
    files: Object.create(null) as Record<string, FormFile>,
  };
  let position = body.indexOf(delimiter);
  if (position !== 0) throw invalid();
  let parts = 0;
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return form;
    if (!body.subarray(position, position + 2).equals(CRLF)) throw invalid();
    const headerStart = position + 2;
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd < 0) throw invalid();
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + HEADER_END.length);
    if (next < 0) throw invalid();
    parts += 1;
    if (parts > MAX_PARTS) throw invalid();
    addPart(
      form,
      body.subarray(headerStart, headerEnd).toString('utf8'),
      body.subarray(headerEnd + HEADER_END.length, next),
    );
    position = next + CRLF.length;
  }
}

function addPart(form: MultipartForm, rawHeaders: string, data: Buffer): void {
  const headers = new Map<string, string>();
  for (const line of rawHeaders.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw invalid();
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*;/i.test(disposition)) throw invalid();
  const name = headerParam(disposition, 'name');
  if (!name || Object.hasOwn(form.fields, name) || Object.hasOwn(form.files, name)) throw invalid();
  const filename = headerParam(disposition, 'filename');
  if (filename !== undefined) {
    form.files[name] = {
      filename,
      contentType: headers.get('content-type') ?? 'application/octet-stream',
      data,
    };
    return;
  }
  if (data.length > MAX_FIELD_BYTES) throw invalid();
  form.fields[name] = data.toString('utf8');
}

/** The raw body bytes of an API Gateway event (binary bodies arrive base64-encoded). */
export function eventBodyBytes(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Parses the multipart/form-data body of an API Gateway event. */
export function parseMultipartEvent(event: APIGatewayProxyEventV2): MultipartForm {
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
  return parseMultipart(eventBodyBytes(event), contentType);
}
