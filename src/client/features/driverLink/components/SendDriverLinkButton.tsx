import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { SEND_LINK_BUTTON, sendLinkFailureText } from '../driverLinkText';
import { selectDriverLinkSending } from '../selectors';
import { driverLinkSendRequested } from '../slice';

/** On a driver's edit screen: mails (and texts) the driver a new personal link; the old one stops working. */
export function SendDriverLinkButton({ driverId }: { driverId: number }) {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectDriverLinkSending);
  const mine = sending.driverId === driverId;
  return (
    <>
      <Button variant="secondary" disabled={mine && sending.status === 'sending'} onClick={() => dispatch(driverLinkSendRequested({ driverId }))}>
        {SEND_LINK_BUTTON}
      </Button>
      {mine && sending.status === 'failed' && sending.failure && <p role="alert" className="roster__error">{sendLinkFailureText(sending.failure)}</p>}
    </>
  );
}
