import { Link } from 'react-router-dom';
import { canChangeLoad } from '../../../../shared/loadRefusals';
import type { DriverRecord, LoadRecord } from '../../../../shared/loads';
import { useAppSelector } from '../../../app/hooks';
import { DEACTIVATED_LABEL, driverDisplayName } from '../../drivers/driverLabels';
import { selectDriverById } from '../../drivers/slice';
import { paths } from '../../../app/routeTable';

export const NO_ASSIGNED_DRIVER = 'No assigned driver';
export const UNKNOWN_DRIVER = 'Unknown driver';

function DriverName({ driver }: { driver: DriverRecord }) {
  return (
    <>
      <span className="load-driver__name">{driverDisplayName(driver)}</span>
      {!driver.enabled && <span className="load-driver__deactivated">{` (${DEACTIVATED_LABEL})`}</span>}
    </>
  );
}

/** The driver of the carrier's own load by name, or 'No assigned driver' / 'Unknown driver'. */
export function LoadDriverName({ driverId }: { driverId: number | null }) {
  const driver = useAppSelector((state) => (driverId === null ? undefined : selectDriverById(state, driverId)));
  if (driverId === null) return <>{NO_ASSIGNED_DRIVER}</>;
  return driver ? <DriverName driver={driver} /> : <>{UNKNOWN_DRIVER}</>;
}

/** The carrier's driver on its own load (loads spec 2), with the Edit link while the driver may still change. */
export function AssignedDriverBlock({ load }: { load: LoadRecord }) {
  const { id: loadId, driverId } = load;
  return (
    <section className="load-detail__editable" aria-label="Assigned driver">
      <header className="load-detail__editable-header">
        <h2 className="load-detail__heading">Assigned Driver</h2>
        {canChangeLoad(load, 'driver') && (
          <Link to={paths.loadChangeDriver(loadId)} className="hb-link" aria-label="Edit assigned driver">
            Edit
          </Link>
        )}
      </header>
      <p className="load-driver">
        <LoadDriverName driverId={driverId} />
      </p>
    </section>
  );
}
