import { useId, useState, type ChangeEvent } from 'react';
import { keepPhoto } from '../photos';
import { PHOTO_NOT_KEPT } from '../words';

export interface PhotoInputProps {
  label: string;
  onKept: (photoKey: string) => void;
  disabled?: boolean;
}

/** The camera, through the file chooser (a phone offers its rear camera first); the photo is resized and kept on the phone. */
export function PhotoInput({ label, onKept, disabled = false }: PhotoInputProps) {
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      onKept(await keepPhoto(file));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <span className="inspection__photo-input">
      <input
        id={id} type="file" accept="image/*" capture="environment" className="hb-visually-hidden" disabled={disabled || busy}
        onChange={(event) => void take(event)}
      />
      <label htmlFor={id} className={`hb-button hb-button--outline${disabled || busy ? ' inspection__photo-input--off' : ''}`}>{label}</label>
      {failed && <span role="alert" className="inspection__error">{PHOTO_NOT_KEPT}</span>}
    </span>
  );
}
