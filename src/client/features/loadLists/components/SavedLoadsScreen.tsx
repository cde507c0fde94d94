import { useEffect } from 'react';
import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import { today } from '../../../app/clock';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { EMPTY_LIST_TEXT } from '../listKinds';
import { selectListHasMore, selectLoadList, selectSavedLoadsByAvailability } from '../selectors';
import { firstPageRequested, moreLoadsRequested } from '../slice';
import { ListLoadFailed } from './ListLoadFailed';
import { LoadListCards } from './LoadListCards';
import { LoadListTabs } from './LoadListTabs';
import { UnavailableSavedLoads } from './UnavailableSavedLoads';
import './loadLists.css';

/**
 * Saved Loads (loads spec 2): the first page of favourites on opening; available loads as cards (one column on
 * small screens, a grid on large ones), then the ones no longer available, each with Remove.
 */
export function SavedLoadsScreen() {
  const dispatch = useAppDispatch();
  const { available, unavailable } = useAppSelector((state) => selectSavedLoadsByAvailability(state, today()));
  const { isLoading, pageNumber, failedPageNumber } = useAppSelector((state) => selectLoadList(state, 'favorites'));
  const hasMore = useAppSelector((state) => selectListHasMore(state, 'favorites'));
  const isEmpty = pageNumber > 0 && !isLoading && available.length === 0 && unavailable.length === 0;

  useEffect(() => {
    dispatch(firstPageRequested('favorites'));
  }, [dispatch]);

  return (
    <section className="load-list saved-loads">
      <LoadListTabs />
      <h1 className="screen-title">{screens.savedLoads.title}</h1>
      {isEmpty && <p className="load-list__empty">{EMPTY_LIST_TEXT.favorites}</p>}
      <LoadListCards loads={available} className="saved-loads__grid" />
      {isLoading && <Spinner label="Loading saved loads" />}
      <ListLoadFailed kind={'favorites'} />
      {hasMore && !isLoading && failedPageNumber === null && (
        <Button variant="outline" block className="load-list__more" onClick={() => dispatch(moreLoadsRequested('favorites'))}>
          {LOAD_MORE_LABEL}
        </Button>
      )}
      <UnavailableSavedLoads loads={unavailable} />
    </section>
  );
}
