import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMiles, formatMoney, ratePerMile } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { paths } from '../../../app/routeTable';
import { LoadWindows } from '../../loads/components/LoadWindows';
import './ClaimLoadSummary.css';

interface ClaimLoadSummaryProps {
  load: LoadRecord;
  /** What the step adds: the ranges allowed (step 1), the times chosen (step 2), the driver and documents (claimed). */
  children?: ReactNode;
}

/** Which load is being claimed, on every claim step and the confirmation: number, route, rate and windows. */
export function ClaimLoadSummary({ load, children }: ClaimLoadSummaryProps) {
  const perMile = ratePerMile(load.rate, load.miles);
  return (
    <section className="claim-summary" aria-label="Load being claimed">
      <p className="claim-summary__number">
        <Link to={paths.load(load.id)} className="hb-link">{`Load #${load.id}`}</Link>
      </p>
      <p className="claim-summary__route">
        {`${load.originCity}, ${load.originState}`}
        <span aria-hidden="true"> → </span>
        <span className="hb-visually-hidden"> to </span>
        {`${load.destinationCity}, ${load.destinationState}`}
      </p>
      <p className="claim-summary__money">
        <span className="claim-summary__rate">{formatMoney(load.rate)}</span>
        {perMile !== null && <span>{formatMoney(perMile, 2)}/mi</span>}
        <span>{formatMiles(load.miles)}</span>
      </p>
      <LoadWindows load={load} />
      {children}
    </section>
  );
}
