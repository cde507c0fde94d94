import { useEffect, useRef } from 'react';
import type { DriverLoadRecord } from '../../../../shared/driverLink';
import { inspectionKindNames } from '../../../../shared/inspections';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectOpenDraft, selectOpenFieldErrors } from '../selectors';
import { inspectionClosed, inspectionStepShown } from '../slice';
import { BACK_TO_LOADS, CORRECTION_NOTE, NEXT_BUTTON, PREVIOUS_BUTTON, inspectionTitle } from '../words';
import { SigningStep } from './SigningStep';
import { VehicleStep } from './VehicleStep';
import './inspection.css';

/**
 * The pick-up or delivery inspection of one load, full screen on the driver's page: a step per vehicle, then the
 * signatures. The draft is in the store, so leaving (or a reload) and coming back takes it up where it was.
 */
export function InspectionFlow({ load, warning = null }: { load: DriverLoadRecord; warning?: string | null }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectOpenDraft);
  const errors = useAppSelector(selectOpenFieldErrors);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = draft?.step ?? 0;
  // Each step starts at its title, focused (and so scrolled to), as a new page would.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  if (!draft) return null;
  const count = draft.vehicles.length;
  const position = step + 1;
  return (
    <main id="main-content" className="driver-page inspection">
      <Button variant="link" className="inspection__back" onClick={() => dispatch(inspectionClosed())}>{BACK_TO_LOADS}</Button>
      <h1 ref={heading} tabIndex={-1} className="driver-page__title">{inspectionTitle(draft.stage, draft.loadId, draft.correction)}</h1>
      {draft.correction && <p className="driver-page__note">{CORRECTION_NOTE}</p>}
      <p className="driver-page__note">{inspectionKindNames[draft.kind]} inspection · {load.originCity}, {load.originState} → {load.destinationCity}, {load.destinationState}</p>
      {warning && <p className="driver-load__warning">{warning}</p>}
      {step < count ? (
        <VehicleStep
          kind={draft.kind} position={position} count={count} vehicle={draft.vehicles[step]!} described={load.vehicles[step]} errors={errors}
        />
      ) : <SigningStep draft={draft} />}
      <nav className="inspection__nav" aria-label="Inspection steps">
        {step > 0 && <Button variant="outline" onClick={() => dispatch(inspectionStepShown(step - 1))}>{PREVIOUS_BUTTON}</Button>}
        {step < count && <Button onClick={() => dispatch(inspectionStepShown(step + 1))}>{NEXT_BUTTON}</Button>}
      </nav>
    </main>
  );
}
