import { useId } from 'react';
import { INSPECTION_LIMITS } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import type { InspectionDraft } from '../draft';
import { customerChanged, customerSigned } from '../slice';
import { CUSTOMER_EMAIL_HINT, CUSTOMER_EMAIL_LABEL, customerNameLabel, customerSignatureLabel, customerTitle } from '../words';
import { NotAvailableFields } from './NotAvailableFields';
import { SignaturePadField } from './SignaturePadField';

/** The shipper (pick-up) or receiver (delivery): name, e-mail for the bill, signature; or why they could not sign. */
export function CustomerFields({ draft, errors }: { draft: InspectionDraft; errors: Record<string, string> }) {
  const dispatch = useAppDispatch();
  const [nameId, emailId] = [useId(), useId()];
  const { stage } = draft;
  return (
    <fieldset className="inspection__customer">
      <legend className="inspection__section-title">{customerTitle(stage)}</legend>
      {!draft.notAvailable && (
        <>
          <div className="inspection__field">
            <label htmlFor={nameId} className="inspection__label">{customerNameLabel(stage)}</label>
            <input
              id={nameId} className="inspection__input" autoComplete="off" maxLength={INSPECTION_LIMITS.nameLength} value={draft.customerName}
              aria-invalid={Boolean(errors['customer.name'])} onChange={(event) => dispatch(customerChanged({ customerName: event.target.value }))}
            />
            {errors['customer.name'] && <p className="inspection__error">{errors['customer.name']}</p>}
          </div>
          <div className="inspection__field">
            <label htmlFor={emailId} className="inspection__label">{CUSTOMER_EMAIL_LABEL}</label>
            <input
              id={emailId} type="email" className="inspection__input" autoComplete="off" maxLength={INSPECTION_LIMITS.emailLength} value={draft.customerEmail}
              aria-describedby={`${emailId}-hint`} onChange={(event) => dispatch(customerChanged({ customerEmail: event.target.value }))}
            />
            <p id={`${emailId}-hint`} className="inspection__hint">{CUSTOMER_EMAIL_HINT}</p>
          </div>
          <SignaturePadField
            label={customerSignatureLabel(stage)} signature={draft.customerSignature} problem={errors['customer.signature']}
            onChange={(signature) => dispatch(customerSigned(signature))}
          />
        </>
      )}
      <NotAvailableFields draft={draft} problem={errors['customer.notAvailableReason']} />
    </fieldset>
  );
}
