import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { releaseClaimText } from '../loadChangesText';

interface CancelClaimDialogProps {
  loadId: number;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before claim step 2 gives the load up (loads spec 4, Cancel at the assign step). */
export function CancelClaimDialog({ loadId, cancelling, onConfirm, onClose }: CancelClaimDialogProps) {
  return (
    <Modal
      title="Cancel this load?"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep Load
          </Button>
          <Button variant="danger" disabled={cancelling} onClick={onConfirm}>
            Cancel Load
          </Button>
        </>
      }
    >
      <p>{releaseClaimText(loadId)}</p>
    </Modal>
  );
}
