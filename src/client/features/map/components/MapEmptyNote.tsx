import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { queryToSearchValues } from '../../search/queryString';
import { selectSubmittedCriteria } from '../../search/selectors';
import { NO_LOADS_TEXT, NO_SEARCH_TEXT, PINS_FAILED_TEXT, SEARCH_FOR_LOADS_LINK } from '../mapText';
import { selectMapStatus, selectMapTotalRecordCount } from '../selectors';

interface MapEmptyNoteProps {
  /** The full-screen map leads back to the search; the map beside the search form has no need to. */
  offerSearchLink: boolean;
}

/** Why the map shows no pins: no search yet, a search that found nothing, or pins that could not be fetched. */
export function MapEmptyNote({ offerSearchLink }: MapEmptyNoteProps) {
  const submitted = useAppSelector(selectSubmittedCriteria);
  const status = useAppSelector(selectMapStatus);
  const total = useAppSelector(selectMapTotalRecordCount);
  const { search } = useLocation();

  if (!submitted) {
    // A search in the address runs as soon as the page has drawn: no need to ask for one meanwhile.
    if (Object.keys(queryToSearchValues(search)).length > 0) return null;
    return (
      <div className="hb-search-map__note" role="status">
        <p>{NO_SEARCH_TEXT}</p>
        {offerSearchLink && (
          <Link className="hb-link" to={screens.search.path}>
            {SEARCH_FOR_LOADS_LINK}
          </Link>
        )}
      </div>
    );
  }
  const text = status === 'failed' ? PINS_FAILED_TEXT : status === 'loaded' && total === 0 ? NO_LOADS_TEXT : null;
  if (!text) return null;
  return (
    <div className="hb-search-map__note" role="status">
      <p>{text}</p>
    </div>
  );
}
