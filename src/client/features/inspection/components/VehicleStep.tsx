import { useId } from 'react';
import type { DriverVehicle } from './types';
import { INSPECTION_LIMITS, type InspectionKind } from '../../../../shared/inspections';
import { vehicleFullName } from '../../../../shared/format';
import { useAppDispatch } from '../../../app/hooks';
import type { VehicleDraft } from '../draft';
import { vehicleChanged } from '../slice';
import { ODOMETER_LABEL, vehicleStepTitle } from '../words';
import { DamageMarks } from './DamageMarks';
import { PhotoSet } from './PhotoSet';
import { VinField } from './VinField';

interface VehicleStepProps {
  kind: InspectionKind;
  position: number;
  count: number;
  vehicle: VehicleDraft;
  described: DriverVehicle | undefined;
  errors: Record<string, string>;
}

/** One vehicle of the load: its VIN, odometer, photos and damages. */
export function VehicleStep({ kind, position, count, vehicle, described, errors }: VehicleStepProps) {
  const dispatch = useAppDispatch();
  const odometerId = useId();
  return (
    <section className="inspection__step" aria-labelledby={`vehicle-${position}`}>
      <h2 id={`vehicle-${position}`} className="inspection__step-title">
        {vehicleStepTitle(position, count)}{described ? <span className="inspection__vehicle-name">{vehicleFullName(described)}</span> : null}
      </h2>
      <VinField position={position} vin={vehicle.vin} year={described?.year ?? null} showEmpty={false} />
      <div className="inspection__field">
        <label htmlFor={odometerId} className="inspection__label">{ODOMETER_LABEL}</label>
        <input
          id={odometerId} className="inspection__input" inputMode="numeric" autoComplete="off" value={vehicle.odometer}
          maxLength={String(INSPECTION_LIMITS.odometerMax).length + 2}
          onChange={(event) => dispatch(vehicleChanged({ position, odometer: event.target.value.replace(/[^0-9,]/g, '') }))}
        />
      </div>
      <PhotoSet position={position} vehicle={vehicle} problem={errors[`vehicles[${position - 1}].photos`]} />
      <DamageMarks kind={kind} position={position} vehicle={vehicle} errors={errors} />
    </section>
  );
}
