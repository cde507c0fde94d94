import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { CANCEL_PANEL_TITLE, cancelFailureText, REASONS_FAILED_TEXT } from '../loadChangesText';
import { selectCancelReasonsStatus, selectLoadChange } from '../selectors';
import { cancelReasonsRequested, loadCancelRequested, loadChangeOpened } from '../slice';
import { CancelReasonChoices } from './CancelReasonChoices';
import './CancelLoadPanel.css';

export interface CancelLoadPanelProps {
  loadId: number;
  /** On the load's own page: after cancelling, show the load again with a queued message. */
  returnToDetail?: boolean;
}

/** The reasons could not be read: say so and ask again, rather than show an empty dialog. */
function ReasonsFailed() {
  const dispatch = useAppDispatch();
  return (
    <div className="cancel-load__failure" role="alert">
      <p>{REASONS_FAILED_TEXT}</p>
      <Button variant="outline" onClick={() => dispatch(cancelReasonsRequested())}>
        Try Again
      </Button>
    </div>
  );
}

/**
 * Cancel a claimed load with a reason (loads spec 4): 'Cancel Load' opens the reasons, grouped by their
 * group's title; exactly one is picked before the submit enables. It closes once the load is cancelled; a
 * failure is told in the dialog, which stays open so the carrier can try again or close it.
 */
export function CancelLoadPanel({ loadId, returnToDetail = false }: CancelLoadPanelProps) {
  const dispatch = useAppDispatch();
  const [isOpen, setOpen] = useState(false);
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const cancellation = useAppSelector((state) => selectLoadChange(state, loadId, 'cancel'));
  const { status } = cancellation;
  const reasonsStatus = useAppSelector(selectCancelReasonsStatus);

  useEffect(() => {
    dispatch(cancelReasonsRequested());
  }, [dispatch]);

  useEffect(() => {
    if (status === 'done') setOpen(false);
  }, [status]);

  const open = () => {
    dispatch(loadChangeOpened({ loadId, kind: 'cancel' }));
    // Reasons that failed before are asked for again; ones already kept are not refetched.
    dispatch(cancelReasonsRequested());
    setReasonCode(null);
    setOpen(true);
  };

  const submit = () => {
    if (reasonCode) dispatch(loadCancelRequested({ loadId, reasonCode, returnToDetail }));
  };

  return (
    <div className="cancel-load">
      <Button variant="outline" onClick={open}>
        Cancel Load
      </Button>
      {isOpen && (
        <Modal
          title={CANCEL_PANEL_TITLE}
          onClose={() => setOpen(false)}
          footer={
            <Button variant="danger" disabled={reasonCode === null || status === 'submitting'} onClick={submit}>
              Cancel Load
            </Button>
          }
        >
          {reasonsStatus === 'failed' ? <ReasonsFailed /> : <CancelReasonChoices chosen={reasonCode} onChoose={setReasonCode} />}
          {status === 'failed' && (
            <p className="cancel-load__failure" role="alert">
              {cancelFailureText(loadId, cancellation.failure)}
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
