import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { cancelDialogOpened, cancelReasonsRequested, loadCancelRequested, selectCancelStatus } from '../slice';
import { CancelReasonChoices } from './CancelReasonChoices';
import './CancelLoadPanel.css';

export interface CancelLoadPanelProps {
  loadId: number;
  /** On the load's own page: after cancelling, show the load again with a queued message. */
  returnToDetail?: boolean;
}

export const CANCEL_PANEL_TITLE = 'Reason for Cancelling';

/**
 * Cancel a claimed load with a reason (loads spec 4): 'Cancel Load' opens the reasons, grouped by their
 * group's title; exactly one is picked before the submit enables. It closes once the load is cancelled.
 */
export function CancelLoadPanel({ loadId, returnToDetail = false }: CancelLoadPanelProps) {
  const dispatch = useAppDispatch();
  const [isOpen, setOpen] = useState(false);
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const status = useAppSelector((state) => selectCancelStatus(state, loadId));

  useEffect(() => {
    dispatch(cancelReasonsRequested());
  }, [dispatch]);

  useEffect(() => {
    if (status === 'cancelled') setOpen(false);
  }, [status]);

  const open = () => {
    dispatch(cancelDialogOpened(loadId));
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
            <Button variant="danger" disabled={reasonCode === null || status === 'cancelling'} onClick={submit}>
              Cancel Load
            </Button>
          }
        >
          <CancelReasonChoices chosen={reasonCode} onChoose={setReasonCode} />
        </Modal>
      )}
    </div>
  );
}
