import { Link } from 'react-router-dom';
import { MAP_POPUP } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { useDialog } from '../../../ui/useDialog';
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
  const popup = useAppSelector(selectMapPopup);
  return popup ? <PopupDialog status={popup.status} /> : null;
}

/** A dialog like any other: Tab stays in it, Escape closes it, and focus goes back to the cluster that opened it. */
function PopupDialog({ status }: { status: NonNullable<ReturnType<typeof selectMapPopup>>['status'] }) {
  const dispatch = useAppDispatch();
  const loads = useAppSelector(selectPopupLoads);
  const dialogRef = useDialog(() => dispatch(popupClosed()));

  return (
    <div
      ref={dialogRef}
      className="hb-map-popup"
      role="dialog"
      aria-modal="true"
      aria-label="Loads on the map"
      tabIndex={-1}
      style={{ minWidth: MAP_POPUP.minWidth, maxHeight: MAP_POPUP.maxHeight }}
    >
      <button type="button" className="hb-map-popup__close" aria-label="Close" onClick={() => dispatch(popupClosed())}>
        ×
      </button>
      {status === 'loading' && <Spinner label="Loading loads" />}
      {status === 'failed' && <p className="hb-map-popup__error">{POPUP_FAILED_TEXT}</p>}
      {status === 'loaded' && (
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
