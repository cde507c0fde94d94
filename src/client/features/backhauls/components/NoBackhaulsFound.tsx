import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { selectLoadById } from '../../loads/slice';
import { backhaulWidening } from '../backhaulCriteria';
import { selectBackhaulResults } from '../selectors';
import { widerBackhaulSearchRequested } from '../slice';

/**
 * 'No backhauls found.' (loads spec 8) with a way on (issue 9): search again over a wider radius or a longer
 * window after delivery, and once both are at their widest, the load board itself.
 */
export function NoBackhaulsFound({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const results = useAppSelector((state) => selectBackhaulResults(state, loadId));
  const load = useAppSelector((state) => selectLoadById(state, loadId));
  const { radius, windowDays } = results;
  const wider = load && radius !== null ? backhaulWidening(load, radius, windowDays) : null;
  const widerRadius = wider?.radius ?? null;
  const longerWindow = wider?.windowDays ?? null;

  return (
    <div className="backhauls__empty">
      <p>No backhauls found.</p>
      {radius !== null && (widerRadius !== null || longerWindow !== null) ? (
        <div className="backhauls__widen" role="group" aria-label="Widen the backhaul search">
          {widerRadius !== null && (
            <Button variant="outline" onClick={() => dispatch(widerBackhaulSearchRequested({ loadId, radius: widerRadius, windowDays }))}>
              Search within {widerRadius} miles
            </Button>
          )}
          {longerWindow !== null && (
            <Button variant="outline" onClick={() => dispatch(widerBackhaulSearchRequested({ loadId, radius, windowDays: longerWindow }))}>
              Search {longerWindow} days after delivery
            </Button>
          )}
        </div>
      ) : (
        <p>
          <Link className="hb-link" to={screens.search.path}>Find Loads</Link> anywhere on the board instead.
        </p>
      )}
    </div>
  );
}
