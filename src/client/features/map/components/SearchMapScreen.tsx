import { Link, useLocation } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { ResultsMap } from './ResultsMap';

/**
 * /search/map: the map of the current search filling the screen, for small screens (loads spec 2). The back
 * link returns to the results with the same query string, so the search shown is the one left.
 */
export function SearchMapScreen() {
  const { search } = useLocation();
  return (
    <div className="hb-search-map-screen">
      <div className="hb-search-map-screen__header">
        <Link className="hb-link hb-search-map-screen__back" to={{ pathname: screens.search.path, search }}>
          <span aria-hidden="true">← </span>Back to results
        </Link>
        <h1 className="hb-search-map-screen__title">{screens.searchMap.title}</h1>
      </div>
      <div className="hb-search-map-screen__map">
        <ResultsMap offerSearchLink />
      </div>
    </div>
  );
}
