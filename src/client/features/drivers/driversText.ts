import type { DriverRecord } from '../../../shared/loads';

export const UNNAMED_DRIVER = 'Unnamed';
export const DEACTIVATED_LABEL = 'Deactivated';

/** A driver's name as lists show it (account spec 2.9): 'Unnamed' when the name is blank. */
export function driverDisplayName(driver: Pick<DriverRecord, 'name'>): string {
  return driver.name.trim() === '' ? UNNAMED_DRIVER : driver.name;
}
