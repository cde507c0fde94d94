import { formatMiles, formatMoney, formatWeight, ratePerMile, totalWeight } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { vehicleCountLabel } from '../../loads/loadCardText';
import { LoadTags } from '../../loads/components/LoadTags';
import { LoadWindows } from '../../loads/components/LoadWindows';

/** Rate, miles, rate per mile, cargo, tags and the shipper's windows, read as on the load card. */
export function LoadFacts({ load }: { load: LoadRecord }) {
  const perMile = ratePerMile(load.rate, load.miles);
  const weight = totalWeight(load.vehicles);
  return (
    <section className="load-facts" aria-label="Rate and miles">
      <p className="load-facts__money">
        <span className="load-facts__rate">{formatMoney(load.rate)}</span>
        {perMile !== null && <span className="load-facts__per-mile">{formatMoney(perMile, 2)}/mi</span>}
        <span className="load-facts__miles">{formatMiles(load.miles)}</span>
      </p>
      <p className="load-facts__cargo">
        <span>{vehicleCountLabel(load.vehicles.length)}</span>
        {weight !== null && <span>{formatWeight(weight)}</span>}
      </p>
      <LoadWindows load={load} />
      <LoadTags load={load} />
    </section>
  );
}
