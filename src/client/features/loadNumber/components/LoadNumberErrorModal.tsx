import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../ui/Modal';
import { loadNumberErrorDismissed, selectLoadNumberSearch } from '../slice';
import '../loadNumber.css';

/** Why a looked-up load cannot be opened, in the server's words, with a way back to the search (spec 8). */
export function LoadNumberErrorModal() {
  const dispatch = useAppDispatch();
  const { status, loadId, message } = useAppSelector(selectLoadNumberSearch);
  if (status !== 'failed') return null;

  const dismiss = () => dispatch(loadNumberErrorDismissed());
  return (
    <Modal
      title={`Load #${loadId}`}
      onClose={dismiss}
      className="load-number-error"
      footer={
        <Link to="/search" className="hb-button hb-button--primary" onClick={dismiss}>
          Find Another Load
        </Link>
      }
    >
      <p className="load-number-error__message">{message}</p>
    </Modal>
  );
}
