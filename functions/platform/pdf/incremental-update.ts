import { PDFDocument, type PDFObject } from 'pdf-lib';

/** Loads a PDF to append to as an incremental update: metadata untouched, so only the caller's changes differ. */
export function loadForUpdate(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** The bytes pdf-lib writes for one object body. */
function serialise(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
}

/** The offset after the last `startxref` of a PDF: where its newest cross-reference section starts. */
function lastStartXref(bytes: Uint8Array): number {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('The PDF has no trailing startxref');
  return Number(match[1]);
}

/**
 * `original` byte for byte, followed by an incremental update (ISO 32000-1 §7.5.6) holding the objects
 * `doc` (loaded from `original` with `loadForUpdate`) added or changed. Any bytes the original had
 * therefore stay a prefix of the result, so a digest of them can be printed in the update and checked
 * against the file itself. The original must have a classic cross-reference table (saved with
 * `useObjectStreams: false`), which the update's table then extends through `/Prev`.
 */
export async function saveIncrement(original: Uint8Array, doc: PDFDocument): Promise<Uint8Array> {
  const base = await loadForUpdate(original);
  await doc.flush();
  const before = new Map(base.context.enumerateIndirectObjects().map(([ref, object]) => [ref.tag, object]));
  const changed = doc.context
    .enumerateIndirectObjects()
    .filter(([ref, object]) => {
      const prior = before.get(ref.tag);
      return !prior || !sameBytes(serialise(prior), serialise(object));
    })
    .sort(([a], [b]) => a.objectNumber - b.objectNumber);

  const chunks: Uint8Array[] = [original];
  let offset = original.length;
  const push = (chunk: Uint8Array | string): void => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    chunks.push(bytes);
    offset += bytes.length;
  };
  push('\n');
  const entries: { number: number; generation: number; offset: number }[] = [];
  for (const [ref, object] of changed) {
    entries.push({ number: ref.objectNumber, generation: ref.generationNumber, offset });
    push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    push(serialise(object));
    push('\nendobj\n');
  }

  const xrefOffset = offset;
  let table = 'xref\n';
  for (let start = 0; start < entries.length;) {
    let end = start + 1;
    while (end < entries.length && entries[end].number === entries[end - 1].number + 1) end += 1;
    table += `${entries[start].number} ${end - start}\n`;
    for (const entry of entries.slice(start, end))
      table += `${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r\n`;
    start = end;
  }
  const { Root, Info, ID } = doc.context.trailerInfo;
  const size = Math.max(doc.context.largestObjectNumber, base.context.largestObjectNumber) + 1;
  const trailer = [
    `/Size ${size}`,
    Root ? `/Root ${Root.toString()}` : '',
    Info ? `/Info ${Info.toString()}` : '',
    ID ? `/ID ${ID.toString()}` : '',
    `/Prev ${lastStartXref(original)}`,
  ]
    .filter(Boolean)
    .join(' ');
  push(`${table}trailer\n<< ${trailer} >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
