import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import {
  SEND_LINK_BUTTON, SEND_LINK_CONFIRM_BUTTON, SEND_LINK_CONFIRM_TEXT, SEND_LINK_CONFIRM_TITLE, SEND_LINK_KEEP_BUTTON, sendLinkFailureText,
} from '../driverLinkText';
import { selectDriverLinkSending } from '../selectors';
import { driverLinkSendRequested } from '../slice';
import { registerFeature } from '../../../app/lazyFeatures';
import { driverPageFeature } from '../driverPage';

// The driver page's slices and sagas come with this chunk, not with main.js.
registerFeature(driverPageFeature);

/** On a driver's edit screen: mails and texts the driver a new personal link once the carrier confirms the old one ends. */
export function SendDriverLinkButton({ driverId }: { driverId: number }) {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectDriverLinkSending);
  const [confirming, setConfirming] = useState(false);
  const mine = sending.driverId === driverId;
  const send = () => {
    setConfirming(false);
    dispatch(driverLinkSendRequested({ driverId }));
  };
  return (
    <>
      <Button variant="secondary" disabled={mine && sending.status === 'sending'} onClick={() => setConfirming(true)}>
        {SEND_LINK_BUTTON}
      </Button>
      {confirming && (
        <Modal
          title={SEND_LINK_CONFIRM_TITLE}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>{SEND_LINK_KEEP_BUTTON}</Button>
              <Button variant="primary" onClick={send}>{SEND_LINK_CONFIRM_BUTTON}</Button>
            </>
          }
        >
          <p>{SEND_LINK_CONFIRM_TEXT}</p>
        </Modal>
      )}
      {mine && sending.status === 'failed' && sending.failure && <p role="alert" className="roster__error">{sendLinkFailureText(sending.failure)}</p>}
    </>
  );
}
