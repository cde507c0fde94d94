import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
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
 * The map is the map feature's, which reads this search: it is handed in rather than imported.
 */
export function SearchScreen({ map }: { map: ReactNode }) {
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
        {map}
      </div>
    </div>
  );
}
