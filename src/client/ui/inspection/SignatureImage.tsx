import type { Signature } from '../../../shared/contracts/inspection';
import { SIGNATURE_PAD } from '../../../shared/inspections';
import './inspection.css';

export interface SignatureImageProps {
  signature: Signature;
  /** Whose signature, for screen readers: 'Signature of Ana Ruiz'. */
  signer: string;
}

function points(stroke: readonly number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < stroke.length; index += 2) pairs.push(`${stroke[index]},${stroke[index + 1]}`);
  return pairs.join(' ');
}

/** A signature drawn on the driver's phone, as the strokes it was sent as. */
export function SignatureImage({ signature, signer }: SignatureImageProps) {
  return (
    <svg className="hb-signature" viewBox={`0 0 ${SIGNATURE_PAD.width} ${SIGNATURE_PAD.height}`} role="img" aria-label={`Signature of ${signer}`}>
      {signature.map((stroke, index) => (
        // A stroke of one point is a dot: a polyline of one point draws nothing, so it is drawn as a circle.
        stroke.length === 2
          ? <circle key={index} cx={stroke[0]} cy={stroke[1]} r={4} className="hb-signature__dot" />
          : <polyline key={index} points={points(stroke)} className="hb-signature__stroke" />
      ))}
    </svg>
  );
}
