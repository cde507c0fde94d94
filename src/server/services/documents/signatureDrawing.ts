import type { Signature } from '../../../shared/contracts/inspection';
import { SIGNATURE_PAD } from '../../../shared/inspections';
import type { Box, Doc } from './layout';

/**
 * Strokes drawn on the phone's pad (SIGNATURE_PAD units) drawn again as lines inside `box`, keeping the pad's
 * proportions so a signature is not stretched. A stroke of one point (a dot, an 'i') becomes a small dot.
 */
export function drawSignature(doc: Doc, signature: Signature, box: Box): void {
  const scale = Math.min(box.width / SIGNATURE_PAD.width, box.height / SIGNATURE_PAD.height);
  const left = box.x + (box.width - SIGNATURE_PAD.width * scale) / 2;
  const top = box.y + (box.height - SIGNATURE_PAD.height * scale) / 2;
  // The wire bounds both coordinates by the pad's width; a point below the pad is kept on it.
  const at = (x: number, y: number): [number, number] => [left + x * scale, top + Math.min(y, SIGNATURE_PAD.height) * scale];
  doc.save().lineWidth(1).lineCap('round').lineJoin('round').strokeColor('#1a237e');
  for (const stroke of signature) {
    if (stroke.length < 4) {
      const [x, y] = at(stroke[0], stroke[1]);
      doc.circle(x, y, 0.6).fillColor('#1a237e').fill();
      continue;
    }
    doc.moveTo(...at(stroke[0], stroke[1]));
    for (let index = 2; index + 1 < stroke.length; index += 2) doc.lineTo(...at(stroke[index], stroke[index + 1]));
    doc.stroke();
  }
  doc.restore();
}
