import { vehicleFullName } from '../../../../shared/format';
import type { VehicleRecord } from '../../../../shared/loads';

/** The cars of the load; an inoperable one in red and marked in words, so colour is not the only cue. */
export function VehicleList({ vehicles }: { vehicles: VehicleRecord[] }) {
  return (
    <section className="load-vehicles" aria-label="Vehicles">
      <h2 className="load-detail__heading">{vehicles.length === 1 ? '1 Vehicle' : `${vehicles.length} Vehicles`}</h2>
      <ul className="load-vehicles__list">
        {vehicles.map((vehicle, index) => (
          <li
            // Vehicles have no id of their own; the list never reorders.
            key={index}
            className={`load-vehicles__item${vehicle.inoperable ? ' load-vehicles__item--inoperable' : ''}`}
          >
            {vehicleFullName(vehicle)}
            {vehicle.inoperable && <span className="load-vehicles__inoperable"> (Inoperable)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
