import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { BackHeader } from '../../shell/BackHeader';
import { CHANGE_REQUEST_RECEIVED, changeRequestFailureText, feeLabel, termName, timingLabel } from '../paymentPreferencesText';
import {
  changeRequestCancelled,
  changeRequestStarted,
  changeRequestSubmitted,
  paymentOptionChosen,
  paymentPreferencesOpened,
  selectPaymentPreferences,
} from '../slice';
import { registerFeature } from '../../../app/lazyFeatures';
import { paymentPreferencesFeature } from '../paymentPreferencesFeature';
import './paymentPreferences.css';

// This screen's slice and saga come with its chunk, not with main.js.
registerFeature(paymentPreferencesFeature);

/** The options with the current one marked; in request mode, the others to choose from. */
function PaymentOptions() {
  const dispatch = useAppDispatch();
  const { terms, defaultPaymentMethod, isRequesting, chosenCode } = useAppSelector(selectPaymentPreferences);
  const shown = isRequesting ? terms.filter((term) => term.code !== defaultPaymentMethod) : terms;
  const options = shown.map((term) => {
    const isCurrent = term.code === defaultPaymentMethod;
    const details = (
      <>
        <span className="payment-option__name">{term.description}</span>
        <span className="payment-option__detail">{term.type} · {timingLabel(term)} · {feeLabel(term)}</span>
        {isCurrent && <span className="payment-option__current">Current</span>}
      </>
    );
    return (
      <li key={term.code} className={`payment-option${isCurrent ? ' payment-option--current' : ''}`}>
        {isRequesting ? (
          <label className="payment-option__choice">
            <input type="radio" name="paymentOption" value={term.code} checked={chosenCode === term.code}
              onChange={() => dispatch(paymentOptionChosen(term.code))} />
            {details}
          </label>
        ) : details}
      </li>
    );
  });
  return isRequesting ? (
    <fieldset className="payment-options__fieldset">
      <legend>Choose another payment option</legend>
      <ul className="hb-card-list">{options}</ul>
    </fieldset>
  ) : <ul className="hb-card-list">{options}</ul>;
}

/** Payment Preferences (account spec 2.10): the options, a change request, then 'Change Request Received'. */
export function PaymentPreferencesScreen() {
  const dispatch = useAppDispatch();
  const { status, terms, pendingChangeRequest, isRequesting, chosenCode, isSubmitting, changeRequested, failure } =
    useAppSelector(selectPaymentPreferences);

  useEffect(() => {
    dispatch(paymentPreferencesOpened());
  }, [dispatch]);

  const pendingName = pendingChangeRequest ? termName(terms, pendingChangeRequest.requestedSettlementOption) : null;

  return (
    <section className="payment-preferences">
      <BackHeader title={screens.paymentPreferences.title} fallbackTo={screens.paymentPreferences.backTo ?? '/my-account'} />
      {status === 'loading' && <Spinner label="Loading payment options" />}
      {status === 'failed' && <p role="alert">The payment options could not be loaded.</p>}
      {status === 'loaded' && (
        <>
          {changeRequested && (
            <div className="payment-preferences__received" role="status">
              <h2>{CHANGE_REQUEST_RECEIVED}</h2>
              <p>We will switch you to {pendingName} once it is approved; invoices created after that are paid by it.</p>
            </div>
          )}
          {!changeRequested && pendingName && (
            <p className="payment-preferences__pending">Change requested to {pendingName}, waiting for approval.</p>
          )}
          <p className="payment-preferences__intro">
            How you are paid for delivered loads. A change takes effect once it is approved, for invoices created after it.
          </p>
          <PaymentOptions />
          {failure && <p className="payment-preferences__error" role="alert">{changeRequestFailureText(failure)}</p>}
          {isRequesting ? (
            <div className="payment-preferences__buttons">
              <Button variant="outline" onClick={() => dispatch(changeRequestCancelled())}>Cancel</Button>
              <Button disabled={chosenCode === null || isSubmitting} onClick={() => dispatch(changeRequestSubmitted())}>Submit</Button>
            </div>
          ) : (
            <Button variant="outline" className="payment-preferences__request" onClick={() => dispatch(changeRequestStarted())}>
              Request a Change
            </Button>
          )}
        </>
      )}
    </section>
  );
}
