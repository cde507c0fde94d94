import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { selectAllotmentRemaining } from '../selectors';
import type { TrackedListKind } from '../listKinds';

/**
 * The promo under a list (loads spec 2): on Claimed, a nudge to find more loads; on In Progress, once the trucks
 * have no room left (allotment 0), a way to reach dispatch. Completed has none.
 */
export function ListFooterPromo({ kind }: { kind: TrackedListKind }) {
  const allotmentRemaining = useAppSelector(selectAllotmentRemaining);

  if (kind === 'pendingPickup') {
    return (
      <aside className="list-promo">
        <p className="list-promo__title">Keep Moving!</p>
        <Link to={screens.search.path} className="hb-button hb-button--primary">
          Find Loads
        </Link>
      </aside>
    );
  }
  if (kind === 'inRoute' && allotmentRemaining === 0) {
    return (
      <aside className="list-promo">
        <p className="list-promo__title">Congratulations! It looks like your trucks are full!</p>
        <Link to={screens.contactDispatch.path} className="hb-button hb-button--primary">
          Contact Dispatch
        </Link>
      </aside>
    );
  }
  return null;
}
