import { deflateSync } from 'node:zlib';

// Test images are built here, byte by byte, so no binary fixture is committed.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid RGB PNG of `width`×`height` (an orange roof on navy). With `totalBytes` a private
 * ancillary chunk pads the file to exactly that size, still a valid PNG.
 */
export function pngBytes(options: { width?: number; height?: number; totalBytes?: number } = {}): Buffer {
  const width = options.width ?? 64;
  const height = options.height ?? 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const roof = y > height / 4 && Math.abs(x - width / 2) < y - height / 4;
      row.set(roof ? [0xea, 0x58, 0x0c] : [0x0f, 0x17, 0x2a], 1 + x * 3);
    }
    rows.push(row);
  }
  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows)))];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (options.totalBytes !== undefined) {
    const padding = options.totalBytes - size - 12;
    if (padding < 0) throw new Error(`a ${width}x${height} PNG needs at least ${size + 12} bytes`);
    parts.push(chunk('rgLn', Buffer.alloc(padding, 0x20)));
  }
  return Buffer.concat([...parts, end]);
}

/** A valid 1×1 GIF89a. */
export function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** An SVG document (text that a browser would render as an image or a page). */
export function svgBytes(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
}

/** An HTML page. */
export function htmlBytes(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

/** The start of a JPEG (SOI + APP0 JFIF marker): enough for type detection. */
export function jpegBytes(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}
