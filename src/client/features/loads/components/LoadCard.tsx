import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMiles, formatMoney, formatShortDate, ratePerMile, type DateValue } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { now as clockNow } from '../../../app/clock';
import { paths } from '../../../app/routeTable';
import { favoritesSentence, vehicleCountLabel, vehicleSummary, weightSummary } from '../loadCardText';
import { cardDates, dateDisplayState, timingAlerts } from '../loadFlags';
import './LoadCard.css';
import { LoadTags } from './LoadTags';

export interface LoadCardProps {
  load: LoadRecord;
  /** The favourite toggle; without it the card shows a read-only star. */
  favoriteSlot?: ReactNode;
  /** The moment dates and alerts are judged against; the current time by default. */
  now?: DateValue;
  /** The live board said the load left it (claimed by another carrier, withdrawn, expired). */
  noLongerAvailable?: boolean;
  /** The live board said the load left it to this carrier, since the list came. */
  claimed?: boolean;
}

export const NO_LONGER_AVAILABLE = 'No longer available';
const CLAIMED_MARK = 'Claimed';

interface CardDateProps {
  label: string;
  value: string | null;
  flaggedLate: boolean;
  now: DateValue;
}

function CardDate({ label, value, flaggedLate, now }: CardDateProps) {
  const state = dateDisplayState(value, flaggedLate, now);
  return (
    <div className="load-card__date-item">
      <dt className="load-card__date-label">{label}</dt>
      <dd className={`load-card__date load-card__date--${state}`} data-state={state}>
        {state === 'missing' ? 'Missing' : formatShortDate(value, now)}
      </dd>
    </div>
  );
}

function ReadOnlyStar({ saved }: { saved: boolean }) {
  return (
    <span className={`load-card__star${saved ? ' load-card__star--saved' : ''}`} role="img" aria-label={saved ? 'Saved' : 'Not saved'}>
      {saved ? '★' : '☆'}
    </span>
  );
}

/**
 * A load in a list: money, route, dates, cargo, tags and alerts at a glance (loads spec 2, Load card). The route
 * is a link to the load stretched over the whole card, so the card opens in a new tab like any link; the star
 * sits above it and keeps its own clicks.
 */
export function LoadCard({ load, favoriteSlot, now = clockNow(), noLongerAvailable = false, claimed = false }: LoadCardProps) {
  const perMile = ratePerMile(load.rate, load.miles);
  const weight = weightSummary(load.vehicles);
  const dates = cardDates(load);
  const alerts = timingAlerts(load, now);
  const sentence = favoritesSentence(load.numberOfFavorites);
  const origin = `${load.originCity}, ${load.originState}`;
  const destination = `${load.destinationCity}, ${load.destinationState}`;

  return (
    <article
      className={`load-card${noLongerAvailable ? ' load-card--gone' : ''}${claimed ? ' load-card--claimed' : ''}`}
      data-load-id={load.id}
      data-available={noLongerAvailable || claimed ? 'false' : undefined}
    >
      {noLongerAvailable && <p className="load-card__gone">{NO_LONGER_AVAILABLE}</p>}
      {claimed && <p className="load-card__claimed">{CLAIMED_MARK}</p>}
      <header className="load-card__header">
        <p className="load-card__money">
          <span className="load-card__rate">{formatMoney(load.rate)}</span>
          {perMile !== null && <span className="load-card__per-mile">{formatMoney(perMile, 2)}/mi</span>}
        </p>
        <div className="load-card__favorite">{favoriteSlot ?? <ReadOnlyStar saved={load.currentUserFavorite} />}</div>
      </header>

      <h3 className="load-card__route">
        <Link to={paths.load(load.id)} className="load-card__open">
          <span className="load-card__city">{origin}</span>
          <span className="load-card__arrow" aria-hidden="true">
            →
          </span>
          <span className="hb-visually-hidden"> to </span>
          <span className="load-card__city">{destination}</span>
        </Link>
      </h3>

      <dl className="load-card__dates">
        <CardDate label="Pick-Up" value={dates.pickup} flaggedLate={load.pickupLate} now={now} />
        <CardDate label="Delivery" value={dates.delivery} flaggedLate={load.deliveryLate} now={now} />
      </dl>

      <p className="load-card__facts">
        <span>{formatMiles(load.miles)}</span>
        <span>{vehicleCountLabel(load.vehicles.length)}</span>
        {weight !== null && <span>{weight}</span>}
      </p>
      {load.vehicles.length > 0 && <p className="load-card__vehicles">{vehicleSummary(load.vehicles)}</p>}

      <LoadTags load={load} />
      {alerts.length > 0 && (
        <ul className="load-card__alerts" aria-label="Timing alerts">
          {alerts.map((alert) => (
            <li key={alert} className={`load-card__alert load-card__alert--${alert.includes('missed') ? 'missed' : 'soon'}`}>
              {alert}
            </li>
          ))}
        </ul>
      )}
      {sentence && <p className="load-card__favorites">{sentence}</p>}
    </article>
  );
}
