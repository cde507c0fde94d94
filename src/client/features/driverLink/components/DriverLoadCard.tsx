import type { DriverLoadRecord } from '../../../../shared/driverLink';
import { vehicleFullName } from '../../../../shared/format';
import { useAppSelector } from '../../../app/hooks';
import { markFailureText } from '../driverLinkText';
import { localTime, windowText } from '../driverTimes';
import { selectMarkOf } from '../selectors';
import { CorrectInspectionButton, InspectButton } from './InspectButton';

/** As the carrier's lists name the statuses: Claimed, In Progress, Completed. */
const statusWords: Record<DriverLoadRecord['orderStatus'], string> = { PendingPickup: 'Claimed', InRoute: 'In Progress', Delivered: 'Completed' };

function Place({ title, name, address, city, state, zip }: { title: string; name: string; address: string; city: string; state: string; zip: string }) {
  return (
    <div className="driver-load__place">
      <h3 className="driver-load__place-title">{title}</h3>
      <p>{[name, address, `${city}, ${state} ${zip}`.trim()].filter((line) => line.trim()).map((line) => <span key={line} className="driver-load__line">{line}</span>)}</p>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return value ? <><dt>{term}</dt><dd>{value}</dd></> : null;
}

export function DriverLoadCard({ load }: { load: DriverLoadRecord }) {
  const mark = useAppSelector((state) => selectMarkOf(state, load.id));
  const problem = mark?.status === 'failed' && mark.failure ? markFailureText(load.id, mark.mark, mark.failure) : null;
  const headingId = `driver-load-${load.id}`;
  return (
    <article className="driver-load" aria-labelledby={headingId}>
      <header className="driver-load__header">
        <h2 id={headingId} className="driver-load__title">Load {load.id}</h2>
        <span className={`driver-load__status driver-load__status--${load.orderStatus}`}>{statusWords[load.orderStatus]}</span>
      </header>
      <p className="driver-load__route">{load.originCity}, {load.originState} → {load.destinationCity}, {load.destinationState}</p>
      <div className="driver-load__places">
        <Place title="Pick up" name={load.originName} address={load.originAddress} city={load.originCity} state={load.originState} zip={load.originZip} />
        <Place title="Deliver" name={load.destinationName} address={load.destinationAddress} city={load.destinationCity} state={load.destinationState} zip={load.destinationZip} />
      </div>
      <dl className="driver-load__facts">
        <Fact term="Pick-up window" value={windowText(load.earliestPickup, load.latestPickup)} />
        <Fact term="Delivery window" value={windowText(load.earliestDelivery, load.latestDelivery)} />
        <Fact term="Scheduled pick-up" value={localTime(load.scheduledPickup, load.originTimeZone)} />
        <Fact term="Scheduled delivery" value={localTime(load.scheduledDelivery, load.destinationTimeZone)} />
        <Fact term="Picked up" value={localTime(load.actualPickup, load.originTimeZone)} />
        <Fact term="Delivered" value={localTime(load.actualDelivery, load.destinationTimeZone)} />
        <Fact term="Received by" value={load.receivedBy ?? ''} />
      </dl>
      <h3 className="driver-load__place-title">Vehicles ({load.vehicles.length})</h3>
      <ul className="driver-load__vehicles">
        {load.vehicles.map((vehicle, index) => (
          // Vehicles have no id of their own and never reorder.
          <li key={index}>{vehicleFullName(vehicle)}{vehicle.inoperable ? ' (inoperable)' : ''}</li>
        ))}
      </ul>
      {problem && <p role="alert" className="driver-load__error">{problem}</p>}
      {load.orderStatus === 'PendingPickup' && <InspectButton load={load} stage="pickup" disabled={mark?.status === 'sending'} />}
      {load.orderStatus === 'InRoute' && <InspectButton load={load} stage="delivery" disabled={mark?.status === 'sending'} />}
      {load.orderStatus === 'InRoute' && <CorrectInspectionButton load={load} stage="pickup" disabled={mark?.status === 'sending'} />}
      {load.orderStatus === 'Delivered' && <CorrectInspectionButton load={load} stage="delivery" disabled={mark?.status === 'sending'} />}
    </article>
  );
}
