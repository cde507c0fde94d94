import type { LoadListKind } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectLoadList } from '../selectors';
import { firstPageRequested, moreLoadsRequested } from '../slice';

/**
 * A page of the list that did not come: said where the loads would be, with Try again for that page (a new first
 * page, or the next one after those shown). What went wrong is on the global overlay (loads spec 8).
 */
export function ListLoadFailed({ kind }: { kind: LoadListKind }) {
  const dispatch = useAppDispatch();
  const { failedPageNumber } = useAppSelector((state) => selectLoadList(state, kind));
  if (failedPageNumber === null) return null;
  const retry = failedPageNumber === 1 ? firstPageRequested(kind) : moreLoadsRequested(kind);
  return (
    <div className="load-list__failed" role="alert">
      <p>{failedPageNumber === 1 ? 'Your loads could not be loaded.' : 'More loads could not be loaded.'}</p>
      <Button variant="outline" onClick={() => dispatch(retry)}>
        Try again
      </Button>
    </div>
  );
}
