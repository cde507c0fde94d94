import type { InspectionVehicle } from '../../../../shared/contracts/inspection';
import { DAMAGE_VIEWS } from '../../../../shared/inspections';
import { VehicleDiagram, type DiagramMark } from '../../../ui/inspection/VehicleDiagram';
import { odometerText, vehicleHeading, vehiclePhotoAlt } from '../loadInspectionsText';
import { DamageList } from './DamageList';
import { Heading, type HeadingLevel } from './Heading';
import { PhotoGrid } from './InspectionPhotoLink';

interface VehicleInspectionProps {
  loadId: number;
  vehicle: InspectionVehicle;
  level: HeadingLevel;
}

/** Each photo named by its angle; a second one of the same angle (close-ups) by its place too. */
function namedPhotos({ photos, position }: InspectionVehicle) {
  const seen = new Map<string, number>();
  return photos.map((photo) => {
    const nth = (seen.get(photo.angle) ?? 0) + 1;
    seen.set(photo.angle, nth);
    return { photo, alt: vehiclePhotoAlt(photo.angle, nth, position) };
  });
}

/** One vehicle as the driver found it: VIN, odometer, photos, the two drawings with numbered marks, the damages. */
export function VehicleInspection({ loadId, vehicle, level }: VehicleInspectionProps) {
  const marks = (view: (typeof DAMAGE_VIEWS)[number]): DiagramMark[] =>
    vehicle.damages.flatMap((damage, index) =>
      damage.view === view ? [{ x: damage.x, y: damage.y, label: String(index + 1), isNew: damage.isNew }] : []);
  return (
    <article className="load-inspection__vehicle">
      <Heading level={level} className="load-inspection__vehicle-heading">{vehicleHeading(vehicle.position, vehicle.label)}</Heading>
      <dl className="load-inspection__facts">
        <div>
          <dt className="load-detail__label">VIN</dt>
          <dd className="load-inspection__vin">{vehicle.vin || 'Not recorded'}</dd>
        </div>
        <div>
          <dt className="load-detail__label">Odometer</dt>
          <dd>{odometerText(vehicle.odometer)}</dd>
        </div>
      </dl>
      <PhotoGrid loadId={loadId} label={`Photos of vehicle ${vehicle.position}`} photos={namedPhotos(vehicle)} />
      <div className="load-inspection__diagrams">
        {DAMAGE_VIEWS.map((view) => <VehicleDiagram key={view} view={view} marks={marks(view)} subject={`vehicle ${vehicle.position}`} />)}
      </div>
      <DamageList loadId={loadId} position={vehicle.position} damages={vehicle.damages} />
    </article>
  );
}
