import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import type { InspectionDraft } from '../draft';
import { selectOpenFieldErrors, selectOpenShortfalls } from '../selectors';
import { customerChanged, driverSigned, inspectionSignRequested } from '../slice';
import { DRIVER_SIGNATURE_LABEL, SIGNING_TITLE, SUBJECT_TO_INSPECTION_HINT, SUBJECT_TO_INSPECTION_LABEL, signButton } from '../words';
import { CustomerFields } from './CustomerFields';
import { LocationLine } from './LocationLine';
import { Shortfalls } from './Shortfalls';
import { SignaturePadField } from './SignaturePadField';

/** The customer's signature (or why not), 'Subject to inspection' at delivery, the driver's own, and what is still missing. */
export function SigningStep({ draft }: { draft: InspectionDraft }) {
  const dispatch = useAppDispatch();
  const shortfalls = useAppSelector(selectOpenShortfalls);
  const errors = useAppSelector(selectOpenFieldErrors);
  const subjectId = useId();
  return (
    <section className="inspection__step" aria-labelledby="inspection-signing">
      <h2 id="inspection-signing" className="inspection__step-title">{SIGNING_TITLE}</h2>
      <CustomerFields draft={draft} errors={errors} />
      {draft.stage === 'delivery' && (
        <div className="inspection__check">
          <input
            id={subjectId} type="checkbox" checked={draft.subjectToInspection} aria-describedby={`${subjectId}-hint`}
            onChange={(event) => dispatch(customerChanged({ subjectToInspection: event.target.checked }))}
          />
          <label htmlFor={subjectId}>{SUBJECT_TO_INSPECTION_LABEL}</label>
          <p id={`${subjectId}-hint`} className="inspection__hint">{SUBJECT_TO_INSPECTION_HINT}</p>
        </div>
      )}
      <SignaturePadField label={DRIVER_SIGNATURE_LABEL} signature={draft.driverSignature} onChange={(signature) => dispatch(driverSigned(signature))} />
      {draft.kind === 'advanced' && <LocationLine draft={draft} />}
      <Shortfalls errors={shortfalls} />
      <Button block disabled={shortfalls.length > 0} onClick={() => dispatch(inspectionSignRequested())}>{signButton(draft.stage, draft.correction)}</Button>
    </section>
  );
}
