import { useEffect, useMemo, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { BACKHAUL_LIST_HEIGHT, LOAD_MORE_LABEL } from '../../../../shared/constants';
import type { LoadRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../../shared/loadRefusals';
import type { LoadFetchStatus } from '../../loads/slice';
import { useLoad } from '../../loads/useLoad';
import { BackHeader } from '../../shell/BackHeader';
import { makeSelectBackhaulLoads, selectBackhaulResults, selectHasMoreBackhauls } from '../selectors';
import { registerFeature } from '../../../app/lazyFeatures';
import { backhaulsFeature } from '../backhaulsFeature';
import { backhaulSearchRequested, moreBackhaulsRequested } from '../slice';
import { BackhaulCards, BackhaulCount } from './BackhaulCards';
import './backhauls.css';

registerFeature(backhaulsFeature);

const unreadableLoad: Partial<Record<LoadFetchStatus, string>> = {
  notFound: LOAD_NOT_FOUND,
  forbidden: LOAD_ALREADY_CLAIMED,
};

/** Which way a backhaul runs: from where the load ends back to where it starts. */
function BackhaulRoute({ load }: { load: LoadRecord }) {
  return (
    <p className="backhauls-screen__route">
      From {load.destinationCity}, {load.destinationState} back to {load.originCity}, {load.originState}
    </p>
  );
}

/**
 * Find Backhaul (`/load/:loadId/backhauls`, loads spec 2 and 4): searches on opening, then the count, load
 * cards and Load More in a list 705 px tall on large screens, or 'No backhauls found.'.
 */
export function BackhaulsScreen() {
  const loadId = Number(useParams().loadId);
  const dispatch = useAppDispatch();
  const { load, status: loadStatus } = useLoad(loadId);
  const selectLoads = useMemo(makeSelectBackhaulLoads, []);
  const results = useAppSelector((state) => selectBackhaulResults(state, loadId));
  const loads = useAppSelector((state) => selectLoads(state, loadId));
  const hasMore = useAppSelector((state) => selectHasMoreBackhauls(state, loadId));

  useEffect(() => {
    if (Number.isInteger(loadId)) dispatch(backhaulSearchRequested(loadId));
  }, [dispatch, loadId]);

  const isLoading = results.status === 'loading';
  const searched = results.pageNumber > 0;
  const problem = load ? undefined : unreadableLoad[loadStatus ?? 'loading'];
  const listHeight = { '--backhaul-list-height': `${BACKHAUL_LIST_HEIGHT}px` } as CSSProperties;

  return (
    <section className="backhauls-screen">
      <BackHeader title={screens.backhauls.title} fallbackTo={screens.backhauls.backTo} />
      {load && <BackhaulRoute load={load} />}
      {problem && <p className="backhauls-screen__problem">{problem}</p>}
      {searched && <BackhaulCount results={results} />}
      <div className="backhauls-screen__list" style={listHeight}>
        {searched && <BackhaulCards loadId={loadId} loads={loads} />}
        {isLoading && <Spinner label="Searching for backhauls" />}
        {hasMore && !isLoading && (
          <Button variant="outline" block onClick={() => dispatch(moreBackhaulsRequested(loadId))}>
            {LOAD_MORE_LABEL}
          </Button>
        )}
      </div>
      {results.status === 'failed' && !searched && !problem && (
        <Button variant="outline" onClick={() => dispatch(backhaulSearchRequested(loadId))}>
          Search for backhauls
        </Button>
      )}
    </section>
  );
}
