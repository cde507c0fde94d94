/**
 * The answers about loads that nest (a load with its driver), taken apart by normalizr into the entities each
 * slice stores once by id: the load keeps its driverId, the driver goes to the drivers slice, so a driver
 * renamed anywhere reads renamed on every load.
 */
import { normalize, schema } from 'normalizr';
import type { DriverRecord, LoadDetailRecord, LoadRecord } from '../../../shared/loads';

const driverSchema = new schema.Entity<DriverRecord>('drivers', {}, { idAttribute: 'driverId' });
export const loadDetailSchema = new schema.Entity<LoadDetailRecord>('loads', { driver: driverSchema });

type NormalizedLoad = Omit<LoadDetailRecord, 'driver'> & { driver: number | null };

/** What normalizr makes of an answer holding loads (a load, or an invoice with its load). */
export interface LoadDetailEntities {
  loads?: Record<string, NormalizedLoad>;
  drivers?: Record<string, DriverRecord>;
}

interface LoadEntities {
  loads: LoadRecord[];
  drivers: DriverRecord[];
}

/** The loads and drivers of normalized entities, each as its slice stores it (a load keeps its driverId). */
export const loadEntitiesOf = (entities: LoadDetailEntities): LoadEntities => ({
  loads: Object.values(entities.loads ?? {}).map(({ driver: _driverId, ...load }) => load),
  drivers: Object.values(entities.drivers ?? {}),
});

export function normalizeLoadDetail(answer: LoadDetailRecord): LoadEntities {
  return loadEntitiesOf(normalize<LoadDetailRecord, LoadDetailEntities>(answer, loadDetailSchema).entities);
}
