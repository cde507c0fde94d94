import { useEffect, useMemo } from 'react';
import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { EMPTY_LIST_TEXT, type TrackedListKind } from '../listKinds';
import { makeSelectListLoads, selectListHasMore, selectLoadList } from '../selectors';
import { firstPageRequested, moreLoadsRequested, vehicleCountRequested } from '../slice';
import { ClaimedLoadActions } from './ClaimedLoadActions';
import { FilterBar } from './FilterBar';
import { ListActions } from './ListActions';
import { ListFooterPromo } from './ListFooterPromo';
import { ListLoadFailed } from './ListLoadFailed';
import { LoadListCards } from './LoadListCards';
import { LoadListTabs } from './LoadListTabs';
import './loadLists.css';

const TITLES: Record<TrackedListKind, string> = {
  pendingPickup: screens.claimedLoads.title,
  inRoute: screens.inProgressLoads.title,
  delivered: screens.completedLoads.title,
};

/** Claimed, In Progress or Completed (loads spec 2): filters, count, Email and Download, cards, Load More, promo. */
export function LoadListScreen({ kind }: { kind: TrackedListKind }) {
  const dispatch = useAppDispatch();
  const selectListLoads = useMemo(makeSelectListLoads, []);
  const loads = useAppSelector((state) => selectListLoads(state, kind));
  const { isLoading, pageNumber, failedPageNumber } = useAppSelector((state) => selectLoadList(state, kind));
  const hasMore = useAppSelector((state) => selectListHasMore(state, kind));

  useEffect(() => {
    dispatch(firstPageRequested(kind));
    if (kind === 'inRoute') dispatch(vehicleCountRequested());
  }, [dispatch, kind]);

  return (
    <section className="load-list">
      <LoadListTabs />
      <h1 className="screen-title">{TITLES[kind]}</h1>
      <FilterBar kind={kind} />
      <ListActions kind={kind} />
      {pageNumber > 0 && !isLoading && loads.length === 0 && <p className="load-list__empty">{EMPTY_LIST_TEXT[kind]}</p>}
      <LoadListCards
        loads={loads}
        renderExtra={kind === 'pendingPickup' ? (load) => <ClaimedLoadActions load={load} /> : undefined}
      />
      {isLoading && <Spinner label="Loading loads" />}
      <ListLoadFailed kind={kind} />
      {hasMore && !isLoading && failedPageNumber === null && (
        <Button variant="outline" block className="load-list__more" onClick={() => dispatch(moreLoadsRequested(kind))}>
          {LOAD_MORE_LABEL}
        </Button>
      )}
      <ListFooterPromo kind={kind} />
    </section>
  );
}

export const ClaimedLoadsScreen = () => <LoadListScreen kind="pendingPickup" />;
export const InProgressLoadsScreen = () => <LoadListScreen kind="inRoute" />;
export const CompletedLoadsScreen = () => <LoadListScreen kind="delivered" />;
