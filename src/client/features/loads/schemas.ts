/**
 * The answers about loads that nest (a load with its driver), taken apart by normalizr into the entities each
 * slice stores once by id: the load keeps its driverId, the driver goes to the drivers slice, so a driver
 * renamed anywhere reads renamed on every load.
 */
import { normalize, schema } from 'normalizr';
import type { DriverRecord, LoadDetailRecord, LoadRecord } from '../../../shared/loads';

const driverSchema = new schema.Entity<DriverRecord>('drivers', {}, { idAttribute: 'driverId' });
const loadDetailSchema = new schema.Entity<LoadDetailRecord>('loads', { driver: driverSchema });

type NormalizedLoad = Omit<LoadDetailRecord, 'driver'> & { driver: number | null };

interface LoadDetailEntities {
  loads?: Record<string, NormalizedLoad>;
  drivers?: Record<string, DriverRecord>;
}

interface LoadEntities {
  loads: LoadRecord[];
  drivers: DriverRecord[];
}

export function normalizeLoadDetail(answer: LoadDetailRecord): LoadEntities {
  const { entities } = normalize<LoadDetailRecord, LoadDetailEntities>(answer, loadDetailSchema);
  const loads = Object.values(entities.loads ?? {}).map(({ driver: _driverId, ...load }) => load);
  return { loads, drivers: Object.values(entities.drivers ?? {}) };
}
