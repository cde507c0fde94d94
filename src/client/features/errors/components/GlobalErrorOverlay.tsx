import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ERRORS_TITLE, reportedErrorText } from '../errorsText';
import { errorsCleared, selectErrors } from '../slice';

export const CONTACT_DISPATCH_ROUTE = '/contact-dispatch';

/** Every reported error, once per message, until the user closes the overlay (account spec 8). */
export function GlobalErrorOverlay() {
  const errors = useAppSelector(selectErrors);
  const dispatch = useAppDispatch();
  if (errors.length === 0) return null;

  const close = () => dispatch(errorsCleared());

  return (
    <Modal
      title={ERRORS_TITLE}
      onClose={close}
      closeLabel="Dismiss errors"
      className="hb-error-overlay"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Link to={CONTACT_DISPATCH_ROUTE} className="hb-button hb-button--primary" onClick={close}>
            Contact Dispatch
          </Link>
        </>
      }
    >
      <ul className="hb-error-overlay__list">
        {errors.map((error) => (
          <li key={error.id}>{reportedErrorText(error)}</li>
        ))}
      </ul>
    </Modal>
  );
}
