import { Link, useLocation } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { useIsDesktop } from '../../shell/useMediaQuery';
import { ResultsMap } from './ResultsMap';

/**
 * The map on the search screen (loads spec 2): beside the results from 1024 px; below that a Map link to
 * /search/map, carrying the search's query string along.
 */
export function SearchMap() {
  const isLarge = useIsDesktop();
  const { search } = useLocation();

  if (!isLarge) {
    return (
      <Link className="hb-search-map__link" to={{ pathname: screens.searchMap.path, search }}>
        Map
      </Link>
    );
  }
  return (
    <aside className="hb-search-map__beside" aria-label="Map of the results">
      <ResultsMap />
    </aside>
  );
}
