import type { LoadRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { FavoriteToggle } from '../../favorites/components/FavoriteToggle';
import { selectIsSavingFavorite } from '../../favorites/slice';
import { LoadCard } from '../../loads/components/LoadCard';
import { savedLoadRemoveRequested } from '../slice';

function UnavailableSavedLoad({ load }: { load: LoadRecord }) {
  const dispatch = useAppDispatch();
  const isRemoving = useAppSelector((state) => selectIsSavingFavorite(state, load.id));
  return (
    <li className="load-list__item saved-loads__unavailable-item">
      <LoadCard load={load} favoriteSlot={<FavoriteToggle loadId={load.id} />} />
      <Button
        variant="danger"
        disabled={isRemoving}
        aria-label={`Remove load ${load.id}`}
        onClick={() => dispatch(savedLoadRemoveRequested(load.id))}
      >
        Remove
      </Button>
    </li>
  );
}

/** Saved loads claimed by another carrier since (loads spec 2 and 4): shown apart, each with Remove. */
export function UnavailableSavedLoads({ loads }: { loads: LoadRecord[] }) {
  return (
    <section className="saved-loads__unavailable" aria-labelledby="saved-loads-unavailable-title">
      {/* Their count, for tools that read the page (loads spec 2: a hidden marker holds it). */}
      <span hidden className="saved-loads__unavailable-count" data-unavailable-count={loads.length}>
        {loads.length}
      </span>
      {loads.length > 0 && (
        <>
          <h2 id="saved-loads-unavailable-title" className="saved-loads__unavailable-title">
            SAVED HAULS NO LONGER AVAILABLE
          </h2>
          <ul className="saved-loads__unavailable-list">
            {loads.map((load) => (
              <UnavailableSavedLoad key={load.id} load={load} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
