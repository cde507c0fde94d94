import type { LoadRecord } from '../../../../shared/loads';
import { useAppDispatch } from '../../../app/hooks';
import { FavoriteToggle } from '../../favorites/components/FavoriteToggle';
import { LoadCard } from '../../loads/components/LoadCard';
import { loadCountLabel } from '../../search/searchLabels';
import { backhaulOpened, type BackhaulResults } from '../slice';

/** '12 LOADS within 100 miles': how many were found and how far the search had to reach for them. */
export function BackhaulCount({ results }: { results: BackhaulResults }) {
  return (
    <p className="backhauls__count">
      <span className="backhauls__total">{loadCountLabel(results.totalRecordCount)}</span>
      {results.radius !== null && <span className="backhauls__radius"> within {results.radius} miles</span>}
    </p>
  );
}

/** Found backhauls as openable load cards that can be saved, or 'No backhauls found.' (loads spec 2 and 8). */
export function BackhaulCards({ loads }: { loads: LoadRecord[] }) {
  const dispatch = useAppDispatch();
  if (loads.length === 0) return <p className="backhauls__empty">No backhauls found.</p>;
  return (
    <ul className="backhauls__cards">
      {loads.map((load) => (
        <li key={load.id}>
          <LoadCard load={load} onOpen={(id) => dispatch(backhaulOpened(id))} favoriteSlot={<FavoriteToggle loadId={load.id} />} />
        </li>
      ))}
    </ul>
  );
}
