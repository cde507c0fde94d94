import type { DateValue } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { today } from '../../../app/clock';
import { windowText } from '../loadWindows';
import './LoadWindows.css';

type WindowFields = 'earliestPickup' | 'latestPickup' | 'earliestDelivery' | 'latestDelivery';

/** When the shipper lets the load be picked up and delivered: the facts a carrier claims against. */
export function LoadWindows({ load, now = today() }: { load: Pick<LoadRecord, WindowFields>; now?: DateValue }) {
  return (
    <dl className="load-windows">
      <div className="load-windows__item">
        <dt className="load-windows__label">Pick-Up window</dt>
        <dd>{windowText(load.earliestPickup, load.latestPickup, now)}</dd>
      </div>
      <div className="load-windows__item">
        <dt className="load-windows__label">Delivery window</dt>
        <dd>{windowText(load.earliestDelivery, load.latestDelivery, now)}</dd>
      </div>
    </dl>
  );
}
