import type { LoadRecord } from '../../../../shared/loads';
import { LoadCardList } from '../../favorites/components/LoadCardList';
import { loadCountLabel } from '../../search/searchText';
import type { BackhaulResults } from '../slice';
import { NoBackhaulsFound } from './NoBackhaulsFound';

/** '12 LOADS within 100 miles': how many were found and how far the search had to reach for them. */
export function BackhaulCount({ results }: { results: BackhaulResults }) {
  return (
    <p className="backhauls__count">
      <span className="backhauls__total">{loadCountLabel(results.totalRecordCount)}</span>
      {results.radius !== null && <span className="backhauls__radius"> within {results.radius} miles</span>}
    </p>
  );
}

/** Found backhauls as load cards that open their load and can be saved, or 'No backhauls found.' (loads spec 2 and 8). */
export function BackhaulCards({ loadId, loads }: { loadId: number; loads: LoadRecord[] }) {
  if (loads.length === 0) return <NoBackhaulsFound loadId={loadId} />;
  return <LoadCardList loads={loads} className="backhauls__cards" marksClaims />;
}
