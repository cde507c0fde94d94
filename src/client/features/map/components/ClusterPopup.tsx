import { Link } from 'react-router-dom';
import { MAP_POPUP } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { LoadCardList } from '../../favorites/components/LoadCardList';
import { POPUP_FAILED_TEXT } from '../mapText';
import { selectMapPopup, selectPopupLoads } from '../selectors';
import { popupClosed } from '../slice';
import { paths } from '../../../app/routeTable';

/**
 * The loads of a clicked cluster (loads spec 2, Map pieces): load cards, each with an Edit link to the load,
 * or 'Error' when the request failed. At least 340 px wide and at most 300 px tall, scrolling inside.
 */
export function ClusterPopup() {
  const dispatch = useAppDispatch();
  const popup = useAppSelector(selectMapPopup);
  const loads = useAppSelector(selectPopupLoads);
  if (!popup) return null;

  return (
    <div
      className="hb-map-popup"
      role="dialog"
      aria-label="Loads on the map"
      style={{ minWidth: MAP_POPUP.minWidth, maxHeight: MAP_POPUP.maxHeight }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch(popupClosed());
      }}
    >
      <button type="button" className="hb-map-popup__close" aria-label="Close" onClick={() => dispatch(popupClosed())}>
        ×
      </button>
      {popup.status === 'loading' && <Spinner label="Loading loads" />}
      {popup.status === 'failed' && <p className="hb-map-popup__error">{POPUP_FAILED_TEXT}</p>}
      {popup.status === 'loaded' && (
        <LoadCardList
          loads={loads}
          className="hb-map-popup__loads"
          itemClassName="hb-map-popup__load"
          marksClaims
          renderExtra={(load) => (
            <Link to={paths.load(load.id)} className="hb-link hb-map-popup__edit">
              Edit
            </Link>
          )}
        />
      )}
    </div>
  );
}
