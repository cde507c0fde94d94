import type { DriverRecord } from '../../../shared/loads';

export const UNNAMED_DRIVER = 'Unnamed';
export const DEACTIVATED_LABEL = 'Deactivated';
export const ALL_DRIVERS_LABEL = 'All Drivers';
export const NO_DRIVERS_TEXT = "It's ok to skip for now but, don't forget to add a driver and assign them later!";

/** A driver's name as lists show it (account spec 2.9): 'Unnamed' when the name is blank. */
export function driverDisplayName(driver: Pick<DriverRecord, 'name'>): string {
  return driver.name.trim() === '' ? UNNAMED_DRIVER : driver.name;
}
