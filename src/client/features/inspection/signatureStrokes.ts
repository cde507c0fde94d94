import type { Signature } from '../../../shared/contracts/inspection';
import { INSPECTION_LIMITS, SIGNATURE_PAD } from '../../../shared/inspections';

/** A stroke as signature_pad gives it: points in the canvas's CSS pixels. */
export interface DrawnStroke {
  points: readonly { x: number; y: number }[];
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/**
 * The strokes drawn on a pad of `width` × `height` CSS pixels, in SIGNATURE_PAD units: integers, within the pad, a
 * repeated point dropped, and no more strokes or points than the server takes. Null when nothing was drawn.
 */
export function toSignature(strokes: readonly DrawnStroke[], width: number, height: number): Signature | null {
  if (width <= 0 || height <= 0) return null;
  let pointsLeft: number = INSPECTION_LIMITS.signaturePoints;
  const signature: number[][] = [];
  for (const stroke of strokes.slice(0, INSPECTION_LIMITS.signatureStrokes)) {
    const flat: number[] = [];
    for (const point of stroke.points) {
      if (pointsLeft === 0) break;
      const x = clamp((point.x / width) * SIGNATURE_PAD.width, SIGNATURE_PAD.width);
      const y = clamp((point.y / height) * SIGNATURE_PAD.height, SIGNATURE_PAD.height);
      if (flat.length >= 2 && flat[flat.length - 2] === x && flat[flat.length - 1] === y) continue;
      flat.push(x, y);
      pointsLeft -= 1;
    }
    if (flat.length > 0) signature.push(flat);
  }
  return signature.length > 0 ? signature : null;
}
