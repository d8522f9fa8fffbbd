import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** Props of SignaturePad. */
export interface SignaturePadProps {
  /** The drawn signature as a PNG data URL, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
  /** The typed full name, offered as a signature for people who cannot draw one. */
  typedName: string;
  invalid?: boolean;
  describedBy?: string;
}

const HEIGHT = 170;
const INK = '#0f172a';
const MARGIN = 8;

/**
 * The signature as a PNG cropped to its strokes (plus a small margin), so it fills the signature box
 * of the contract instead of sitting small in an empty canvas.
 */
function trimmedPng(canvas: HTMLCanvasElement): string {
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas.toDataURL('image/png');
  const { width, height } = canvas;
  const pixels = ctx.getImageData(0, 0, width, height).data;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return canvas.toDataURL('image/png');
  const x0 = Math.max(0, left - MARGIN);
  const y0 = Math.max(0, top - MARGIN);
  const cropWidth = Math.min(width, right + MARGIN + 1) - x0;
  const cropHeight = Math.min(height, bottom + MARGIN + 1) - y0;
  const crop = document.createElement('canvas');
  // The server wants at least 50 × 20 pixels; a dot of a signature is padded up to that.
  crop.width = Math.max(cropWidth, 50);
  crop.height = Math.max(cropHeight, 20);
  crop.getContext('2d')?.drawImage(canvas, x0, y0, cropWidth, cropHeight, 0, 0, cropWidth, cropHeight);
  return crop.toDataURL('image/png');
}

/**
 * A signature drawn with a finger, pen or mouse (pointer events, so touch and mouse alike), exported
 * as a PNG. "Use my typed name" writes the typed name instead — the keyboard way to sign.
 */
export function SignaturePad({ onChange, typedName, invalid = false, describedBy }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, []);

  // Size the bitmap to the element and the screen's pixel ratio so strokes stay sharp.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(HEIGHT * ratio);
    const ctx = canvas.getContext('2d');
    ctx?.scale(ratio, ratio);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    const canvas = canvasRef.current;
    if (canvas) onChange(trimmedPng(canvas));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.restore();
    setEmpty(true);
    onChange(null);
  };

  const signWithTypedName = () => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx || !typedName.trim()) return;
    clear();
    const width = canvas.clientWidth;
    let size = 44;
    ctx.font = `italic ${size}px "Brush Script MT", "Segoe Script", cursive`;
    while (size > 16 && ctx.measureText(typedName).width > width - 32) {
      size -= 2;
      ctx.font = `italic ${size}px "Brush Script MT", "Segoe Script", cursive`;
    }
    ctx.fillStyle = INK;
    ctx.textBaseline = 'middle';
    ctx.fillText(typedName.trim(), 16, HEIGHT / 2);
    setEmpty(false);
    onChange(trimmedPng(canvas));
  };

  return (
    <div>
      <div
        className={`relative overflow-hidden rounded-lg border-2 border-dashed bg-white ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={empty ? 'Signature pad: draw your signature here' : 'Your signature'}
          aria-describedby={describedBy}
          className="block w-full touch-none cursor-crosshair"
          style={{ height: HEIGHT }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = true;
            last.current = point(event);
            const ctx = context();
            if (ctx) {
              ctx.fillStyle = INK;
              ctx.beginPath();
              ctx.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
              ctx.fill();
            }
            setEmpty(false);
          }}
          onPointerMove={(event) => {
            if (!drawing.current || !last.current) return;
            const ctx = context();
            const next = point(event);
            if (ctx) {
              ctx.strokeStyle = INK;
              ctx.lineWidth = 2.4;
              ctx.lineCap = 'round';
              ctx.lineJoin = 'round';
              ctx.beginPath();
              ctx.moveTo(last.current.x, last.current.y);
              ctx.lineTo(next.x, next.y);
              ctx.stroke();
            }
            last.current = next;
          }}
          onPointerUp={finish}
          onPointerCancel={finish}
          onPointerLeave={finish}
        />
        {empty && (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-4 text-center text-sm text-slate-400"
          >
            Sign here with your finger or mouse
          </p>
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-slate-300"
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={clear} disabled={empty}>
          Clear signature
        </Button>
        <Button variant="ghost" size="sm" onClick={signWithTypedName} disabled={!typedName.trim()}>
          Use my typed name
        </Button>
      </div>
    </div>
  );
}
