import { useEffect } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import type { DriverRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { DEACTIVATED_LABEL, driverDisplayName } from '../../drivers/driversText';
import { selectDriverRosterList, selectMoreDriversExist, selectRosterDrivers } from '../selectors';
import { driverListMoreRequested, driverListOpened } from '../slice';
import { RosterLayout } from './RosterLayout';

export const driverCountText = (count: number) => `${count} ${count === 1 ? 'Driver' : 'Drivers'}`;

function DriverCard({ driver }: { driver: DriverRecord }) {
  return (
    <li>
      <Link to={generatePath(screens.editDriver.path, { driverId: String(driver.driverId) })} className="roster__card">
        <span>
          <span className="roster__name">{driverDisplayName(driver)}</span>
          {(driver.email || driver.cellPhoneNumber) && (
            <span className="roster__detail"> · {[driver.email, driver.cellPhoneNumber].filter(Boolean).join(' · ')}</span>
          )}
        </span>
        {driver.enabled ? <span className="roster__edit">Edit</span> : <span className="roster__badge">{DEACTIVATED_LABEL}</span>}
      </Link>
    </li>
  );
}

/** /drivers-and-fleet/drivers (account spec 2.9): every driver, deactivated ones too, a page at a time. */
export function DriversScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectDriverRosterList);
  const drivers = useAppSelector(selectRosterDrivers);
  const moreExist = useAppSelector(selectMoreDriversExist);

  useEffect(() => {
    dispatch(driverListOpened());
  }, [dispatch]);

  return (
    <RosterLayout
      title={screens.drivers.title}
      countText={list.pageNumber > 0 ? driverCountText(list.totalRecordCount) : null}
      addPath={screens.addDriver.path}
      addLabel="Add a Driver"
    >
      {list.status === 'failed' && <p role="alert" className="roster__error">The drivers could not be loaded.</p>}
      <ul className="roster__list">
        {drivers.map((driver) => <DriverCard key={driver.driverId} driver={driver} />)}
      </ul>
      {list.status === 'loading' && <Spinner />}
      {moreExist && list.status !== 'loading' && (
        <Button variant="outline" block onClick={() => dispatch(driverListMoreRequested())}>{LOAD_MORE_LABEL}</Button>
      )}
    </RosterLayout>
  );
}
