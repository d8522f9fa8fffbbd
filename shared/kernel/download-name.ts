/**
 * Download file names (docs/decisions.md, "Download names say what the file is"): every document a
 * member or homeowner downloads is named for what it is, e.g. `P-1002 Proposal – 4817 Ridgewood Dr.pdf`,
 * and the Content-Disposition header carries it safely (RFC 6266: an ASCII `filename` for old clients
 * and a UTF-8 `filename*` for the rest). Pure: the functions and the web share it.
 */

/** Longest name before the extension (browsers and file systems cope with far more; people read less). */
const MAX_NAME = 120;

/** Characters file systems refuse or headers break on. */
const UNSAFE = /["\\/:*?<>|]/;

/** Whether a character is a control character (C0 or DEL), which no name or header may carry. */
const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/** A part of a name with unsafe characters turned to spaces and runs of spaces to one. */
function clean(text: string): string {
  return [...text]
    .map((character) => (isControl(character) || UNSAFE.test(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The street line of an address ("4817 Ridgewood Dr, Carmel, IN 46032" → "4817 Ridgewood Dr"). */
export function streetOf(address: string | null | undefined): string {
  return clean((address ?? '').split(',')[0] ?? '');
}

/**
 * The file name of a download: its reference (P-1002, C-1042) when it has one, what it is, and the
 * street of the property after an en dash, e.g. `P-1002 Proposal – 4817 Ridgewood Dr.pdf`.
 */
export function downloadFileName(parts: {
  reference?: string | null;
  what: string;
  address?: string | null;
  extension: string;
}): string {
  const head = clean([parts.reference, parts.what].filter(Boolean).join(' '));
  const street = streetOf(parts.address);
  const name = (street ? `${head} – ${street}` : head).slice(0, MAX_NAME).trim() || 'document';
  const extension = clean(parts.extension).replace(/^\.+/, '');
  return extension ? `${name}.${extension}` : name;
}

/** An ASCII stand-in of a name for the plain `filename` parameter (en dash → hyphen, accents dropped). */
export function asciiFileName(fileName: string): string {
  return (
    clean(fileName)
      .replace(/[\u2013\u2014]/g, '-')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_') || 'download'
  );
}

/** RFC 5987 percent-encoding of UTF-8 (encodeURIComponent leaves a few characters the RFC does not allow). */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition value that downloads a file under `fileName`: `filename` in ASCII and, when the
 * name is not plain ASCII, `filename*` in UTF-8 (RFC 6266 §4.3: clients that know it prefer it).
 */
export function contentDisposition(fileName: string): string {
  const safe = clean(fileName) || 'download';
  const ascii = asciiFileName(safe);
  const plain = `attachment; filename="${ascii}"`;
  return ascii === safe ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
