import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_ROWS } from '../../../../shared/feedback';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { BackLink } from '../../shell/BackLink';
import { feedbackFailureText } from '../helpText';
import { contactUsOpened, feedbackSubmitted, selectFeedbackState } from '../slice';
import './help.css';

/**
 * /contact-us (account spec 2.11): one feedback box; Submit stays disabled while it is empty. A checkbox adds a
 * redacted replay of the carrier's recent actions for support (issue 20).
 */
export function ContactUsScreen() {
  const dispatch = useAppDispatch();
  const { status, failure } = useAppSelector(selectFeedbackState);
  const error = failure && feedbackFailureText(failure);
  const canGoBack = useLocation().key !== 'default';
  const [message, setMessage] = useState('');
  const [includeReplay, setIncludeReplay] = useState(false);
  const boxId = useId();
  const errorId = useId();
  const sending = status === 'loading';

  useEffect(() => {
    dispatch(contactUsOpened());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() && !sending) dispatch(feedbackSubmitted({ message, canGoBack, includeReplay }));
  };

  return (
    <section className="help-screen">
      <h1 className="help-screen__title">Contact Us</h1>
      <form className="help-form" onSubmit={submit} noValidate>
        <label htmlFor={boxId} className="help-form__label">Submit Your Feedback</label>
        <textarea
          id={boxId}
          className="hb-text-box"
          rows={FEEDBACK_ROWS}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label className="help-form__check">
          <input type="checkbox" checked={includeReplay} onChange={(event) => setIncludeReplay(event.target.checked)} />
          Include a replay of my recent actions
        </label>
        {error && <p id={errorId} className="help-form__error" role="alert">{error}</p>}
        <div className="help-form__actions">
          <BackLink fallbackTo={screens.myAccount.path} className="hb-button hb-button--outline">Cancel</BackLink>
          <Button type="submit" disabled={!message.trim() || sending}>Submit</Button>
        </div>
      </form>
    </section>
  );
}
