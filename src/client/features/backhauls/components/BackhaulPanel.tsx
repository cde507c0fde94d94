import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import '../../../ui/card.css';
import { Spinner } from '../../../ui/Spinner';
import { makeSelectBackhaulLoads, selectBackhaulResults } from '../selectors';
import { registerFeature } from '../../../app/lazyFeatures';
import { backhaulsFeature } from '../backhaulsFeature';
import { backhaulSearchRequested } from '../slice';
import { BackhaulCards, BackhaulCount } from './BackhaulCards';
import './backhauls.css';

registerFeature(backhaulsFeature);

/** The panel shows the first few; VIEW ALL has the rest. */
const BACKHAUL_PANEL_PREVIEW = 3;

/**
 * Load detail's backhaul panel (loads spec 2): 'Find Backhaul' with a VIEW ALL link to the backhaul search,
 * and results only once 'Search for backhauls' is pressed.
 */
export function BackhaulPanel({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const selectLoads = useMemo(makeSelectBackhaulLoads, []);
  const results = useAppSelector((state) => selectBackhaulResults(state, loadId));
  const loads = useAppSelector((state) => selectLoads(state, loadId));
  const searched = results.pageNumber > 0;
  const searching = results.status === 'loading' && !searched;

  return (
    <section className="hb-card backhaul-panel" aria-labelledby={`backhaul-panel-${loadId}`}>
      <header className="backhaul-panel__header">
        <h2 id={`backhaul-panel-${loadId}`} className="backhaul-panel__title">
          Find Backhaul
        </h2>
        <Link to={paths.loadBackhauls(loadId)} className="hb-link backhaul-panel__all">
          VIEW ALL
        </Link>
      </header>
      {searching && <Spinner label="Searching for backhauls" />}
      {searched ? (
        <>
          {loads.length > 0 && <BackhaulCount results={results} />}
          <BackhaulCards loadId={loadId} loads={loads.slice(0, BACKHAUL_PANEL_PREVIEW)} />
        </>
      ) : (
        !searching && (
          <Button variant="outline" block onClick={() => dispatch(backhaulSearchRequested(loadId))}>
            Search for backhauls
          </Button>
        )
      )}
    </section>
  );
}
