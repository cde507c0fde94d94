import { Link } from 'react-router-dom';
import { canChangeLoad } from '../../../../shared/loadRefusals';
import type { LoadRecord } from '../../../../shared/loads';
import { formatPlaceTime } from '../../../../shared/placeTime';
import { paths } from '../../../app/routeTable';

function ScheduledTime({ label, value, timeZone }: { label: string; value: string | null; timeZone: string }) {
  const text = formatPlaceTime(value, timeZone, 'dayAndTime');
  return (
    <div className="load-times__item">
      <dt className="load-detail__label">{label}</dt>
      <dd className={text === '' ? 'load-times__missing' : undefined}>{text === '' ? 'Missing' : text}</dd>
    </div>
  );
}

/** The scheduled pick-up and drop-off of the carrier's own load, with the Edit link while they may still change (before pick-up). */
export function ScheduledTimesBlock({ load }: { load: LoadRecord }) {
  return (
    <section className="load-detail__editable" aria-label="Pick-up and drop-off times">
      <header className="load-detail__editable-header">
        <h2 className="load-detail__heading">Pick-Up and Drop-Off Times</h2>
        {canChangeLoad(load, 'dates') && (
          <Link to={paths.loadChangeDates(load.id)} className="hb-link" aria-label="Edit pick-up and drop-off times">
            Edit
          </Link>
        )}
      </header>
      <dl className="load-times">
        <ScheduledTime label="Pick-Up" value={load.scheduledPickup} timeZone={load.originTimeZone} />
        <ScheduledTime label="Drop-Off" value={load.scheduledDelivery} timeZone={load.destinationTimeZone} />
      </dl>
    </section>
  );
}
