import { formatMiles, formatMoney, ratePerMile } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { LoadTags } from '../../loads/components/LoadTags';

/** Rate, miles, rate per mile and tags, read as on the load card. */
export function LoadFacts({ load }: { load: LoadRecord }) {
  const perMile = ratePerMile(load.rate, load.miles);
  return (
    <section className="load-facts" aria-label="Rate and miles">
      <p className="load-facts__money">
        <span className="load-facts__rate">{formatMoney(load.rate)}</span>
        {perMile !== null && <span className="load-facts__per-mile">{formatMoney(perMile, 2)}/mi</span>}
        <span className="load-facts__miles">{formatMiles(load.miles)}</span>
      </p>
      <LoadTags load={load} />
    </section>
  );
}
