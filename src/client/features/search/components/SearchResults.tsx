import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { LoadCardList } from '../../favorites/components/LoadCardList';
import { loadCountLabel, newLoadsLabel } from '../searchText';
import {
  selectHasMoreResults,
  selectNewLoadCount,
  selectSearchResults,
  selectSearchStatus,
  selectSearchValues,
  selectTotalRecordCount,
} from '../selectors';
import { moreResultsRequested, newLoadsShowRequested, sortChanged } from '../slice';
import { SortSelect } from './SortSelect';

/** The results (loads spec 2 and 4): count, sort, load cards, Load More, or 'No results'. */
export function SearchResults() {
  const dispatch = useAppDispatch();
  const loads = useAppSelector(selectSearchResults);
  const total = useAppSelector(selectTotalRecordCount);
  const status = useAppSelector(selectSearchStatus);
  const hasMore = useAppSelector(selectHasMoreResults);
  const newLoadCount = useAppSelector(selectNewLoadCount);
  const { sortField, sortAscending, sortKey, originCity } = useAppSelector(selectSearchValues);
  const isLoading = status === 'loading';
  // No count until the first page answers ('0 LOADS' would be a wrong answer meanwhile), nor after a failure.
  const showsCount = status === 'succeeded' || (isLoading && loads.length > 0);

  return (
    <section className="search-results" aria-label="Search results">
      <div className="search-results__bar">
        {showsCount && <p className="search-results__count">{loadCountLabel(total)}</p>}
        <SortSelect
          sortField={sortField}
          sortAscending={sortAscending}
          sortKey={sortKey}
          originCitySet={Boolean(originCity)}
          onChange={(sort) => dispatch(sortChanged(sort))}
        />
      </div>
      {/* Polite: the dispatcher hears of new loads without losing their place; the list changes only on Show. */}
      <div role="status" aria-label="New loads" className="search-results__new">
        {newLoadCount > 0 && (
          <>
            {newLoadsLabel(newLoadCount)} —{' '}
            <Button variant="link" onClick={() => dispatch(newLoadsShowRequested())}>
              Show
            </Button>
          </>
        )}
      </div>
      {status === 'succeeded' && loads.length === 0 && <p className="search-results__empty">No results</p>}
      <LoadCardList loads={loads} className="search-results__list" marksClaims />
      {isLoading && <Spinner label="Searching for loads" />}
      {hasMore && !isLoading && (
        <Button variant="outline" block className="search-results__more" onClick={() => dispatch(moreResultsRequested())}>
          {LOAD_MORE_LABEL}
        </Button>
      )}
    </section>
  );
}
