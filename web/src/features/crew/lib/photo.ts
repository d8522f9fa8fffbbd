// A photo as the phone keeps it (docs/product.md#crew-app): decoded in the browser (a file that does not
// decode is not a photo), shrunk to a long edge of at most 1,600 px, marked up with arrows, circles and
// text labels, and saved as a JPEG of at most 400 KB.

/** Longest edge of a kept photo, in pixels. */
export const PHOTO_MAX_EDGE = 1600;
/** Largest kept photo, in bytes. */
export const PHOTO_TARGET_BYTES = 400 * 1024;

/** A point on the photo, in its (shrunk) pixels. */
export interface Point {
  x: number;
  y: number;
}

/** One mark drawn on a photo. */
export type Mark =
  | { type: 'arrow'; from: Point; to: Point }
  | { type: 'circle'; from: Point; to: Point }
  | { type: 'label'; at: Point; text: string };

/** The size a photo is shrunk to: its long edge at most `maxEdge`, never enlarged. */
export function shrunkSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decode a chosen file; rejects when it is not an image the browser can read. */
export function decodePhoto(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file);
}

const MARK_COLOUR = '#facc15';

/** Draw the marks on a canvas context (line width follows the photo's size). */
export function drawMarks(context: CanvasRenderingContext2D, marks: readonly Mark[]): void {
  const size = Math.max(context.canvas.width, context.canvas.height);
  const line = Math.max(3, size / 200);
  context.save();
  context.strokeStyle = MARK_COLOUR;
  context.fillStyle = MARK_COLOUR;
  context.lineWidth = line;
  context.lineCap = 'round';
  for (const mark of marks) {
    if (mark.type === 'arrow') {
      const angle = Math.atan2(mark.to.y - mark.from.y, mark.to.x - mark.from.x);
      const head = line * 5;
      context.beginPath();
      context.moveTo(mark.from.x, mark.from.y);
      context.lineTo(mark.to.x, mark.to.y);
      context.stroke();
      context.beginPath();
      context.moveTo(mark.to.x, mark.to.y);
      context.lineTo(mark.to.x - head * Math.cos(angle - 0.45), mark.to.y - head * Math.sin(angle - 0.45));
      context.lineTo(mark.to.x - head * Math.cos(angle + 0.45), mark.to.y - head * Math.sin(angle + 0.45));
      context.closePath();
      context.fill();
    } else if (mark.type === 'circle') {
      const radius = Math.hypot(mark.to.x - mark.from.x, mark.to.y - mark.from.y);
      context.beginPath();
      context.arc(mark.from.x, mark.from.y, Math.max(radius, line * 2), 0, Math.PI * 2);
      context.stroke();
    } else {
      const fontSize = Math.max(16, size / 30);
      context.font = `bold ${fontSize}px sans-serif`;
      const width = context.measureText(mark.text).width;
      context.fillStyle = 'rgba(15, 23, 42, 0.75)';
      context.fillRect(mark.at.x - 4, mark.at.y - fontSize, width + 8, fontSize * 1.3);
      context.fillStyle = MARK_COLOUR;
      context.fillText(mark.text, mark.at.x, mark.at.y);
    }
  }
  context.restore();
}

/** A canvas with the photo shrunk and the marks drawn on it. */
export function renderPhoto(bitmap: ImageBitmap, marks: readonly Mark[]): HTMLCanvasElement {
  const { width, height } = shrunkSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0, width, height);
  drawMarks(context, marks);
  return canvas;
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', quality),
  );
}

/** The canvas as a JPEG of at most 400 KB: lower quality first, then a smaller size. */
export async function toJpeg(canvas: HTMLCanvasElement, maxBytes = PHOTO_TARGET_BYTES): Promise<Blob> {
  let current = canvas;
  for (;;) {
    for (const quality of [0.85, 0.75, 0.65, 0.55, 0.45]) {
      const blob = await jpegOf(current, quality);
      if (blob.size <= maxBytes) return blob;
    }
    const smaller = document.createElement('canvas');
    smaller.width = Math.max(1, Math.round(current.width * 0.8));
    smaller.height = Math.max(1, Math.round(current.height * 0.8));
    smaller.getContext('2d')!.drawImage(current, 0, 0, smaller.width, smaller.height);
    current = smaller;
  }
}

/** The phone's position, when the person allows it (undefined otherwise or after 8 seconds). */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | undefined> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 60_000 },
    ),
  );
}
