import { useAppSelector } from '../../../app/hooks';
import { mapCoverageText } from '../mapText';
import { selectMapCoverage } from '../selectors';

/**
 * 'Showing 500 of 4,560' when the map draws fewer loads than the search found (it asks for one page of 500),
 * so a carrier does not take the pins for the whole answer. Nothing when every load is on the map.
 */
export function MapCountNote() {
  const { drawn, total } = useAppSelector(selectMapCoverage);
  if (drawn >= total) return null;
  return (
    <p className="hb-search-map__count" role="status">
      {mapCoverageText(drawn, total)}
    </p>
  );
}
