import type { DriverRecord } from '../../../../shared/loads';
import { useAppSelector } from '../../../app/hooks';
import { DEACTIVATED_LABEL, driverDisplayName } from '../driversText';
import { selectDriverById } from '../selectors';

const NO_ASSIGNED_DRIVER = 'No assigned driver';
const UNKNOWN_DRIVER = 'Unknown driver';

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
