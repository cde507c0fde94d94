import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { flashDismissed, selectFlashMessages } from '../slice';

/** The messages of the current page, each dismissible (account spec 2.3). */
export function FlashBar() {
  const messages = useAppSelector(selectFlashMessages);
  const dispatch = useAppDispatch();
  if (messages.length === 0) return null;
  return (
    <ul className="hb-flash" role="status" aria-live="polite">
      {messages.map((message) => (
        <li key={message.id} className="hb-flash__message">
          <span className="hb-flash__text">{message.text}</span>
          <button
            type="button"
            className="hb-flash__dismiss"
            aria-label={`Dismiss ${message.text}`}
            onClick={() => dispatch(flashDismissed(message.id))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
