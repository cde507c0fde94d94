import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import type { Signature } from '../../../../shared/contracts/inspection';
import { SIGNATURE_PAD } from '../../../../shared/inspections';
import { Button } from '../../../ui/Button';
import { SignatureImage } from '../../../ui/inspection/SignatureImage';
import { toSignature } from '../signatureStrokes';
import { CLEAR_SIGNATURE, SIGN_HERE } from '../words';

interface SignaturePadFieldProps {
  label: string;
  signature: Signature | null;
  onChange: (signature: Signature | null) => void;
  problem?: string;
}

/**
 * A signature drawn with a finger. The canvas is as wide as the screen allows and keeps the pad's 1000 × 400 shape, so
 * the strokes sent are the strokes seen; a signature already given (the page was reloaded) is shown beside the pad.
 */
export function SignaturePadField({ label, signature, onChange, problem }: SignaturePadFieldProps) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const element = canvas.current;
    // No 2D canvas (a locked-down browser): the page stays usable and the shortfall list says a signature is missing.
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    const width = element.offsetWidth || SIGNATURE_PAD.width / 3;
    const height = (width * SIGNATURE_PAD.height) / SIGNATURE_PAD.width;
    // Drawn at the screen's pixel density so the line is sharp; the strokes are read in CSS pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = width * ratio;
    element.height = height * ratio;
    element.style.height = `${height}px`;
    context.scale(ratio, ratio);
    const drawn = new SignaturePad(element, { minWidth: 1, maxWidth: 2.5 });
    const read = () => changed.current(toSignature(drawn.toData(), width, height));
    drawn.addEventListener('endStroke', read);
    pad.current = drawn;
    return () => {
      drawn.removeEventListener('endStroke', read);
      drawn.off();
      pad.current = null;
    };
  }, []);
  const clear = () => {
    pad.current?.clear();
    onChange(null);
  };
  return (
    <div className="inspection__field">
      <p id={id} className="inspection__label">{label}</p>
      <p className="inspection__hint">{SIGN_HERE}</p>
      <canvas ref={canvas} className="inspection__pad" role="img" aria-labelledby={id} aria-describedby={problem ? `${id}-problem` : undefined} />
      {signature && pad.current?.isEmpty() !== false && <SignatureImage signature={signature} signer={label} />}
      <Button variant="outline" onClick={clear}>{CLEAR_SIGNATURE}<span className="hb-visually-hidden"> {label.toLowerCase()}</span></Button>
      {problem && <p id={`${id}-problem`} className="inspection__error">{problem}</p>}
    </div>
  );
}
