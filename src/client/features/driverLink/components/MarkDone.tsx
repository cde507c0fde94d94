import { useAppDispatch } from '../../../app/hooks';
import { nowMs } from '../../../app/clock';
import { Button } from '../../../ui/Button';
import { doneMessage, UNDO_PICK_UP_BUTTON } from '../driverLinkText';
import { pickUpUndoRequested, type DriverLinkState } from '../slice';

/**
 * The line saying the last mark went through, with Undo after a pick-up while its minutes last (issue 22). The
 * offer is judged when shown; a tap after the server's window gets the server's words.
 */
export function MarkDone({ done }: { done: NonNullable<DriverLinkState['done']> }) {
  const dispatch = useAppDispatch();
  const undoable = done.mark === 'pickedUp' && done.undoUntil !== null && nowMs() < done.undoUntil;
  return (
    <p className="driver-page__done">
      {doneMessage(done.loadId, done.mark)}
      {undoable && (
        <>
          {' '}
          <Button variant="link" className="driver-page__undo" onClick={() => dispatch(pickUpUndoRequested({ loadId: done.loadId }))}>
            {UNDO_PICK_UP_BUTTON}
          </Button>
        </>
      )}
    </p>
  );
}
