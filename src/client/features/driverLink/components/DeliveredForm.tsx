import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { useAppDispatch } from '../../../app/hooks';
import { DELIVERED_BUTTON, RECEIVED_BY_LABEL, RECEIVED_BY_REQUIRED } from '../driverLinkText';
import { deliveredRequested, type MarkState } from '../slice';

/** 'Received by' (required) and the 'Delivered' button of a load on the road. */
export function DeliveredForm({ loadId, mark }: { loadId: number; mark: MarkState | null }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [receivedBy, setReceivedBy] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? RECEIVED_BY_REQUIRED : mark?.failure?.fieldErrors.receivedBy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!receivedBy.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    dispatch(deliveredRequested({ loadId, receivedBy: receivedBy.trim() }));
  };
  return (
    <form className="driver-load__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="driver-load__label">{RECEIVED_BY_LABEL}</label>
      <input
        id={inputId} className="driver-load__input" value={receivedBy} required autoComplete="name" maxLength={100}
        aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => setReceivedBy(event.target.value)}
      />
      {error && <p id={`${inputId}-error`} className="driver-load__error">{error}</p>}
      <Button type="submit" block disabled={mark?.status === 'sending'}>{DELIVERED_BUTTON}</Button>
    </form>
  );
}
