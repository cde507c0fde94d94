import { useId } from 'react';
import { INSPECTION_LIMITS } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { OTHER_REASON, type InspectionDraft } from '../draft';
import { customerChanged } from '../slice';
import { CHOOSE, NOT_AVAILABLE_LABEL, NOT_AVAILABLE_REASONS, OTHER_REASON_LABEL, REASON_LABEL } from '../words';

/** 'Customer Not Available' and why (a night drop, auction security, a closed dealer, or the driver's words). */
export function NotAvailableFields({ draft, problem }: { draft: InspectionDraft; problem?: string }) {
  const dispatch = useAppDispatch();
  const [checkId, reasonId, otherId] = [useId(), useId(), useId()];
  return (
    <div className="inspection__field">
      <div className="inspection__check">
        <input id={checkId} type="checkbox" checked={draft.notAvailable} onChange={(event) => dispatch(customerChanged({ notAvailable: event.target.checked }))} />
        <label htmlFor={checkId}>{NOT_AVAILABLE_LABEL}</label>
      </div>
      {draft.notAvailable && (
        <>
          <label htmlFor={reasonId} className="inspection__label">{REASON_LABEL}</label>
          <select id={reasonId} className="inspection__input" value={draft.reason} onChange={(event) => dispatch(customerChanged({ reason: event.target.value }))}>
            <option value="">{CHOOSE}</option>
            {[...NOT_AVAILABLE_REASONS, OTHER_REASON].map((reason) => <option key={reason} value={reason}>{reason}</option>)}
          </select>
          {draft.reason === OTHER_REASON && (
            <>
              <label htmlFor={otherId} className="inspection__label">{OTHER_REASON_LABEL}</label>
              <input
                id={otherId} className="inspection__input" value={draft.otherReason} maxLength={INSPECTION_LIMITS.reasonLength}
                onChange={(event) => dispatch(customerChanged({ otherReason: event.target.value }))}
              />
            </>
          )}
        </>
      )}
      {problem && <p className="inspection__error">{problem}</p>}
    </div>
  );
}
