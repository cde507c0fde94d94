import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLoadById } from '../../loads/slice';
import { favoriteToggled, selectIsSavingFavorite } from '../slice';
import './FavoriteToggle.css';

/**
 * The star that saves a load (loads spec 4, Favourite): reads 'SAVED' or 'SAVE', is disabled while its
 * request runs, and for a Delivered load, which can no longer be saved. Its name says which load ('Save load
 * 123'), since a list shows many stars.
 */
export function FavoriteToggle({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => selectLoadById(state, loadId));
  const saving = useAppSelector((state) => selectIsSavingFavorite(state, loadId));
  if (!load) return null;

  const saved = load.currentUserFavorite;
  return (
    <button
      type="button"
      className={`favorite-toggle${saved ? ' favorite-toggle--saved' : ''}`}
      aria-label={`${saved ? 'Saved' : 'Save'} load ${loadId}`}
      aria-pressed={saved}
      aria-busy={saving}
      disabled={saving || load.orderStatus === 'Delivered'}
      onClick={() => dispatch(favoriteToggled(loadId))}
    >
      <span className="favorite-toggle__star" aria-hidden="true">
        {saved ? '★' : '☆'}
      </span>
      <span className="favorite-toggle__label">{saved ? 'SAVED' : 'SAVE'}</span>
    </button>
  );
}
