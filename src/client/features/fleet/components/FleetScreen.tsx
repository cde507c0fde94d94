import { useEffect } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { truckTitle, type CarrierTruck } from '../../../../shared/driversAndFleet';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Spinner } from '../../../ui/Spinner';
import { RosterLayout } from '../../driverRoster/components/RosterLayout';
import { TRUCKS_NOT_LOADED_TEXT, totalTrucksText } from '../fleetText';
import { selectAllTrucks, selectFleetStatus, selectTotalTrucks } from '../selectors';
import { fleetRequested } from '../slice';

function TruckCard({ truck }: { truck: CarrierTruck }) {
  return (
    <li>
      <Link to={generatePath(screens.editTruck.path, { truckId: String(truck.carrierTruckId) })} className="roster__card roster__truck"
        aria-label={`${truck.quantity} × ${truckTitle(truck)}, ${truck.carrierEquipmentType}: Edit`}>
        <span className="roster__quantity">{truck.quantity}</span>
        <span>
          <span className="roster__name">{truckTitle(truck)}</span>
          <span className="roster__detail"> · {truck.carrierEquipmentType}</span>
        </span>
        <span className="roster__edit">Edit</span>
      </Link>
    </li>
  );
}

/** /drivers-and-fleet/fleet (account spec 2.9): the trucks with their quantities and the total. */
export function FleetScreen() {
  const dispatch = useAppDispatch();
  const trucks = useAppSelector(selectAllTrucks);
  const total = useAppSelector(selectTotalTrucks);
  const status = useAppSelector(selectFleetStatus);

  useEffect(() => {
    dispatch(fleetRequested());
  }, [dispatch]);

  return (
    <RosterLayout
      title={screens.fleet.title}
      countText={status === 'loaded' ? totalTrucksText(total) : null}
      addPath={screens.addHauler.path}
      addLabel="Add a Truck"
    >
      {status === 'loading' && trucks.length === 0 && <Spinner />}
      {status === 'failed' && <p role="alert" className="roster__error">{TRUCKS_NOT_LOADED_TEXT}</p>}
      {status === 'loaded' && trucks.length === 0 && <p className="roster__empty">No trucks yet.</p>}
      <ul className="roster__list">
        {trucks.map((truck) => <TruckCard key={truck.carrierTruckId} truck={truck} />)}
      </ul>
    </RosterLayout>
  );
}
