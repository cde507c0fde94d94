import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../ui/Modal';
import { FIND_ANOTHER_LOAD } from '../../loadDetail/loadDetailText';
import { loadNumberFailureText, loadNumberTitle } from '../loadNumberText';
import { loadNumberErrorDismissed, selectLoadNumberSearch } from '../slice';
import '../loadNumber.css';

/** Why a looked-up load cannot be opened, in the server's words, with a way back to the search (spec 8). */
export function LoadNumberErrorModal() {
  const dispatch = useAppDispatch();
  const { status, loadId, failure } = useAppSelector(selectLoadNumberSearch);
  if (status !== 'failed' || !failure) return null;

  const dismiss = () => dispatch(loadNumberErrorDismissed());
  return (
    <Modal
      title={loadNumberTitle(loadId)}
      onClose={dismiss}
      className="load-number-error"
      footer={
        <Link to="/search" className="hb-button hb-button--primary" onClick={dismiss}>
          {FIND_ANOTHER_LOAD}
        </Link>
      }
    >
      <p className="load-number-error__message">{loadNumberFailureText(failure)}</p>
    </Modal>
  );
}
