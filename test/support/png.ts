import { deflateSync } from 'node:zlib';
import { chunk, PNG_SIGNATURE } from './images.js';

// A minimal PNG encoder for test images (logos, drawn signatures) without an image library.

/** Encodes an RGBA image; `pixel(x, y)` returns [r, g, b, a]. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A company logo: a navy roof shape and an orange bar on white, 600 × 200. */
export function logoPng(): Buffer {
  return encodePng(600, 200, (x, y) => {
    const roof = y > 30 && y < 170 && Math.abs(x - 100) < (y - 30) * 0.9;
    const bar = x > 220 && x < 580 && y > 80 && y < 120;
    if (roof) return [11, 27, 51, 255];
    if (bar) return [249, 115, 22, 255];
    return [255, 255, 255, 0];
  });
}

/** A drawn signature: a dark wavy stroke on a transparent 500 × 150 canvas, like the signing pad makes. */
export function signaturePng(): Buffer {
  return encodePng(500, 150, (x, y) => {
    const curve = 75 + Math.sin(x / 22) * 35 * Math.cos(x / 90);
    return Math.abs(y - curve) < 3 && x > 30 && x < 470 ? [15, 23, 42, 255] : [0, 0, 0, 0];
  });
}
