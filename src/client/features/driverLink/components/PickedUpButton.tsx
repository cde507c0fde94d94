import { useState } from 'react';
import type { DriverLoadRecord } from '../../../../shared/driverLink';
import { pickUpTiming } from '../../../../shared/scheduleRules';
import { useAppDispatch } from '../../../app/hooks';
import { today } from '../../../app/clock';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import {
  PICK_UP_CONFIRM_BUTTON, PICK_UP_CONFIRM_TEXT, PICK_UP_KEEP_BUTTON, PICKED_UP_BUTTON, pickUpConfirmTitle, pickUpTimingWarning,
} from '../driverLinkText';
import { windowText } from '../driverTimes';
import { pickedUpRequested } from '../slice';

/** 'Picked Up' asks first (issue 22): one stray tap on a phone must not move a load; outside its window it warns, never refuses. */
export function PickedUpButton({ load, sending }: { load: DriverLoadRecord; sending: boolean }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const timing = confirming ? pickUpTiming(load, today()) : null;
  const confirm = () => {
    setConfirming(false);
    dispatch(pickedUpRequested({ loadId: load.id }));
  };
  return (
    <>
      <Button block disabled={sending} onClick={() => setConfirming(true)}>{PICKED_UP_BUTTON}</Button>
      {confirming && (
        <Modal
          title={pickUpConfirmTitle(load.id)}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>{PICK_UP_KEEP_BUTTON}</Button>
              <Button variant="primary" onClick={confirm}>{PICK_UP_CONFIRM_BUTTON}</Button>
            </>
          }
        >
          {timing && <p className="driver-load__warning">{pickUpTimingWarning(timing, windowText(load.earliestPickup, load.latestPickup))}</p>}
          <p>{PICK_UP_CONFIRM_TEXT}</p>
        </Modal>
      )}
    </>
  );
}
