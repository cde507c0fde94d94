import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { SHARE_BUTTON, shareFailureText } from '../loadShareText';
import { selectLoadSharing } from '../selectors';
import { loadShareRequested } from '../slice';

/** Share on the load detail (issue 22): the load's public page, through the share sheet or the clipboard. */
export function ShareLoadButton({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const sharing = useAppSelector((state) => selectLoadSharing(state, loadId));
  return (
    <>
      <Button variant="outline" disabled={sharing?.status === 'sharing'} onClick={() => dispatch(loadShareRequested({ loadId }))}>
        {SHARE_BUTTON}
      </Button>
      {sharing?.status === 'failed' && sharing.failure && <p role="alert" className="load-detail__share-failed">{shareFailureText(sharing.failure)}</p>}
    </>
  );
}
