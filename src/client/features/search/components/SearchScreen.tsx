import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { SearchMap } from '../../map/components/SearchMap';
import { selectHasSearched, selectOpenOverlay } from '../selectors';
import { searchScreenOpened } from '../slice';
import { BeforeSearchLists } from './BeforeSearchLists';
import { DatesOverlay } from './DatesOverlay';
import { LocationOverlay } from './LocationOverlay';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import './search.css';

/**
 * Find Loads (loads spec 2, Load search screen): the form, then the results with the map beside them on large
 * screens, or before any search the saved, recent and recommended lists. An open overlay replaces it all.
 */
export function SearchScreen() {
  const dispatch = useAppDispatch();
  const overlay = useAppSelector(selectOpenOverlay);
  const hasSearched = useAppSelector(selectHasSearched);

  useEffect(() => {
    dispatch(searchScreenOpened());
  }, [dispatch]);

  if (overlay === 'origin' || overlay === 'destination') return <LocationOverlay side={overlay} />;
  if (overlay === 'dates') return <DatesOverlay />;

  return (
    <div className="search-screen">
      <h1 className="hb-visually-hidden">{screens.search.title}</h1>
      <SearchForm />
      <div className="search-screen__body">
        <div className="search-screen__list">{hasSearched ? <SearchResults /> : <BeforeSearchLists />}</div>
        <SearchMap />
      </div>
    </div>
  );
}
