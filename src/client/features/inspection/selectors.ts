import { createSelector } from '@reduxjs/toolkit';
import type { FieldError } from '../../../shared/wire';
import { inspectionShortfalls } from '../../../shared/inspectionRules';
import type { RootState } from '../../app/rootReducer';
import { draftBody, draftKey, notAvailableReason, type InspectionDraft } from './draft';
import { DRIVER_SIGNATURE_MISSING, REASON_MISSING } from './words';

/** Stands in for the keys and time signing will give: the rules judge neither. */
const PLACEHOLDER_KEY = 'draft-not-yet-signed';

export const selectOpenInspection = (state: RootState) => state.inspection.open;

export const selectOpenDraft = (state: RootState): InspectionDraft | null => {
  const { open, drafts } = state.inspection;
  return open ? drafts[draftKey(open.loadId, open.stage)] ?? null : null;
};

/** What the inspection still needs before it can be signed, as the server would judge it, and the driver's signature. */
export function draftShortfalls(draft: InspectionDraft): FieldError[] {
  let errors = inspectionShortfalls(draft.kind, draftBody(draft, PLACEHOLDER_KEY, ''), draft.years);
  // 'Customer Not Available' ticked without a reason: the reason is what is missing, not the name and signature.
  if (draft.notAvailable && notAvailableReason(draft) === '' && draft.kind !== 'advanced') {
    errors = [...errors.filter((error) => !error.field.startsWith('customer.')), { field: 'customer.notAvailableReason', message: REASON_MISSING }];
  }
  if (!draft.driverSignature) errors.push({ field: 'driverSignature', message: DRIVER_SIGNATURE_MISSING });
  return errors;
}

export const selectOpenShortfalls = createSelector([selectOpenDraft], (draft) => (draft ? draftShortfalls(draft) : []));

/** Each field's own message, by the body's path ('vehicles[0].photos', 'customer.name'). */
export const selectOpenFieldErrors = createSelector([selectOpenShortfalls], (errors) => {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
});
