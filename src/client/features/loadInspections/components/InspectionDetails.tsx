import type { InspectionRecord } from '../../../../shared/contracts/inspection';
import { formatPlaceTime } from '../../../../shared/placeTime';
import { kindText, locationText, newDamagesText, versionText } from '../loadInspectionsText';
import { newDamageCount } from '../selectors';
import { CustomerSignOff } from './CustomerSignOff';
import type { HeadingLevel } from './Heading';
import { VehicleInspection } from './VehicleInspection';

interface InspectionDetailsProps {
  inspection: InspectionRecord;
  /** The zone of the place it was made at: the pick-up's or the drop-off's. */
  timeZone: string;
  vehicleLevel: HeadingLevel;
}

/** A phone may send an inspection long after it was signed (no network at the lot): then both times are shown. */
const LATE_ARRIVAL_MS = 5 * 60_000;

/** One version of one end's inspection, whole. */
export function InspectionDetails({ inspection, timeZone, vehicleLevel }: InspectionDetailsProps) {
  const arrivedLate = Date.parse(inspection.receivedAt) - Date.parse(inspection.inspectedAt) > LATE_ARRIVAL_MS;
  const newDamages = newDamageCount(inspection);
  return (
    <div className="load-inspection__details">
      <dl className="load-inspection__facts">
        <div>
          <dt className="load-detail__label">Inspected</dt>
          <dd>{formatPlaceTime(inspection.inspectedAt, timeZone, 'dayAndTime')}</dd>
        </div>
        <div>
          <dt className="load-detail__label">By</dt>
          <dd>{inspection.driverName}</dd>
        </div>
        <div>
          <dt className="load-detail__label">Kind</dt>
          <dd>{kindText(inspection.kind)}</dd>
        </div>
        <div>
          <dt className="load-detail__label">Version</dt>
          <dd>{versionText(inspection.version, inspection.isCurrent)}</dd>
        </div>
        {arrivedLate && (
          <div>
            <dt className="load-detail__label">Received</dt>
            <dd>{formatPlaceTime(inspection.receivedAt, timeZone, 'dayAndTime')}</dd>
          </div>
        )}
        {inspection.location && (
          <div>
            <dt className="load-detail__label">Location</dt>
            <dd>{locationText(inspection.location)}</dd>
          </div>
        )}
      </dl>
      {inspection.stage === 'delivery' && (
        <p className={newDamages > 0 ? 'load-inspection__new-count load-inspection__new-count--some' : 'load-inspection__new-count'}>
          {newDamagesText(newDamages, inspection.stage)}
        </p>
      )}
      {inspection.vehicles.map((vehicle) => (
        <VehicleInspection key={vehicle.position} loadId={inspection.loadId} vehicle={vehicle} level={vehicleLevel} />
      ))}
      <CustomerSignOff inspection={inspection} />
    </div>
  );
}
