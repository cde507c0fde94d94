import type { DriverLoadRecord } from '../../../../shared/driverLink';

/** A vehicle as the driver's load lists it (year, make, model). */
export type DriverVehicle = DriverLoadRecord['vehicles'][number];
