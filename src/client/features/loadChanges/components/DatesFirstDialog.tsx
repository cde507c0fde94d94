import { Link } from 'react-router-dom';
import { paths } from '../../../app/routeTable';
import { Modal } from '../../../ui/Modal';

interface DatesFirstDialogProps {
  loadId: number;
  onClose: () => void;
}

/** A driver goes only on a load with both dates scheduled (loads spec 4, Change driver). */
export function DatesFirstDialog({ loadId, onClose }: DatesFirstDialogProps) {
  return (
    <Modal title="Pick-up and drop-off dates needed" onClose={onClose}>
      <p>Please enter the pick-up and drop-off dates of this load before assigning a driver.</p>
      <Link className="hb-button hb-button--primary hb-button--block" to={paths.loadChangeDates(loadId)}>
        Enter Pick-Up and Drop-Off Dates
      </Link>
    </Modal>
  );
}
