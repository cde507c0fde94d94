/** The carrier's drivers and e-mail recipients (loads spec 7; account spec 2.9): lists, one driver, edits. */
import { DRIVERS_SORT_FIELD } from '../../shared/constants';
import type { DriverDetails } from '../../shared/driversAndFleet';
import type { DriverFormValues } from '../../shared/onboardingSchemas';
import type { DriverRecord, RecipientRecord } from '../../shared/loads';
import type { Paged } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectArray, expectData, expectPaged } from './shapes';

export interface DriverPageRequest {
  pageNumber: number;
  pageSize: number;
  /** Filters by first or last name, or e-mail. */
  searchTerm?: string;
  /** Deactivated drivers too (labelled Deactivated). */
  includeInactive?: boolean;
}

export async function fetchDrivers(
  credentials: ApiCredentials | null,
  clientId: number,
  { pageNumber, pageSize, searchTerm, includeInactive = false }: DriverPageRequest,
): Promise<Paged<DriverRecord>> {
  const path = `Clients/${clientId}/${includeInactive ? 'DriversIncludingInactive' : 'Drivers'}`;
  const answer = await request(path, {
    credentials,
    query: { pageNumber, pageSize, sortField: DRIVERS_SORT_FIELD, searchTerm: searchTerm || undefined },
  });
  return expectPaged<DriverRecord>(answer, 'drivers');
}

export async function searchRecipients(credentials: ApiCredentials | null, term: string): Promise<RecipientRecord[]> {
  const answer = await request(`UserAutoComplete/${encodeURIComponent(term)}/Contains`, { credentials });
  return expectArray<RecipientRecord>(answer, 'users');
}

/** One driver with the edit form's fields (account spec 7, `GET Drivers?driverId=`). */
export async function fetchDriver(credentials: ApiCredentials | null, driverId: number): Promise<DriverDetails> {
  return expectData(await request<DriverDetails>('Drivers', { credentials, query: { driverId } }));
}

/** `PUT Drivers`: the form values plus driverId and clientId. */
export async function saveDriver(
  credentials: ApiCredentials | null, clientId: number, driverId: number, values: DriverFormValues,
): Promise<DriverDetails> {
  return expectData(await request<DriverDetails>('Drivers', { method: 'PUT', credentials, body: { ...values, driverId, clientId } }));
}

/** `DELETE Drivers?driverId=` deactivates; `PUT Drivers/ActivateDriver?driverId=` activates again. */
export async function setDriverActive(credentials: ApiCredentials | null, driverId: number, active: boolean): Promise<DriverDetails> {
  const answer = active
    ? await request<DriverDetails>('Drivers/ActivateDriver', { method: 'PUT', credentials, query: { driverId } })
    : await request<DriverDetails>('Drivers', { method: 'DELETE', credentials, query: { driverId } });
  return expectData(answer);
}
