import { useEffect } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { truckTitle, type CarrierTruck } from '../../../../shared/driversAndFleet';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Spinner } from '../../../ui/Spinner';
import { SettingsTabBar } from '../../account/components/SettingsTabBar';
import '../../drivers/components/driversAndFleet.css';
import { selectAllTrucks, selectFleetStatus, selectTotalTrucks, totalTrucksText } from '../selectors';
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
    <section className="roster">
      <SettingsTabBar />
      <div className="roster__header">
        <div>
          <h1 className="roster__title">{screens.fleet.title}</h1>
          {status === 'loaded' && <p className="roster__count">{totalTrucksText(total)}</p>}
        </div>
        <Link to={screens.addHauler.path} className="hb-button hb-button--primary">Add a Truck</Link>
      </div>
      {status === 'loading' && trucks.length === 0 && <Spinner />}
      {status === 'failed' && <p role="alert" className="roster__error">The trucks could not be loaded.</p>}
      {status === 'loaded' && trucks.length === 0 && <p className="roster__empty">No trucks yet.</p>}
      <ul className="roster__list">
        {trucks.map((truck) => <TruckCard key={truck.carrierTruckId} truck={truck} />)}
      </ul>
    </section>
  );
}
