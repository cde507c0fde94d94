import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { DISCARD_BUTTON, OFFLINE_TEXT, RETRY_BUTTON, SENDING_TEXT, waitingText } from '../outboxText';
import { selectOutboxStatus } from '../selectors';
import { outboxItemDiscarded, outboxRetryRequested } from '../slice';
import './driverOutbox.css';

/**
 * 'N waiting to send' on the driver page (issue 24). The live region is always there, so a screen reader hears
 * each change of it; the item that stopped the line is an alert with what the driver can do about it.
 */
export function OutboxStatus() {
  const dispatch = useAppDispatch();
  const { waiting, sending, online, stopped } = useAppSelector(selectOutboxStatus);
  return (
    <>
      <div role="status" className="driver-outbox">
        {waiting > 0 && <span className="driver-outbox__count">{waitingText(waiting)}</span>}
        {waiting > 0 && sending && <span>{SENDING_TEXT}</span>}
        {!online && <span>{OFFLINE_TEXT}</span>}
      </div>
      {stopped && (
        <div role="alert" className="driver-outbox__stopped">
          <p>{stopped.text}</p>
          <div className="driver-outbox__actions">
            <Button variant="outline" onClick={() => dispatch(outboxRetryRequested({ item: stopped.item }))}>{RETRY_BUTTON}</Button>
            <Button variant="danger" onClick={() => dispatch(outboxItemDiscarded({ item: stopped.item }))}>{DISCARD_BUTTON}</Button>
          </div>
        </div>
      )}
    </>
  );
}
