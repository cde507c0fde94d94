/** The onboarding calls of account spec 7 (Users/User, CarrierEquipment, CarrierTrucks, Drivers, preferences). */
import type { LoadRecord } from '../../shared/loads';
import type { DriverFormValues, TruckRowValues, UserDetailsValues } from '../../shared/onboardingSchemas';
import type { OnboardingStep } from '../../shared/onboardingSteps';
import type { DriverRecord } from '../../shared/loads';
import type { Paged, Viewer } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData, expectPaged } from './shapes';

export interface CarrierEquipmentValues {
  carrierHaveTwicCard: boolean;
  carrierHaveStraps: boolean;
  carrierHaveWinches: boolean;
  carrierTrucksHaveInternet: boolean;
  carrierHandleInops: boolean;
}

export interface PreferenceChanges {
  lessThan500?: boolean;
  moreThan500?: boolean;
  stateProvinceRegion?: string[];
}

type Credentials = ApiCredentials | null;

export async function saveUserDetails(credentials: Credentials, details: UserDetailsValues & { id: number; clientId: number }): Promise<Viewer> {
  return expectData(await request<Viewer>('Users/User', { method: 'PUT', credentials, body: details }));
}

export async function saveCarrierEquipment(credentials: Credentials, clientId: number, equipment: CarrierEquipmentValues): Promise<void> {
  await request(`Clients/${clientId}/CarrierEquipment`, { method: 'POST', credentials, body: equipment });
}

export async function addCarrierTrucks(credentials: Credentials, clientId: number, trucks: TruckRowValues[]): Promise<void> {
  await request('CarrierTrucks', { method: 'POST', credentials, body: { clientId, trucks } });
}

export async function addDriver(credentials: Credentials, clientId: number, driver: DriverFormValues): Promise<DriverRecord> {
  return expectData(await request<DriverRecord>('Drivers', { method: 'POST', credentials, body: { ...driver, clientId } }));
}

export async function saveUserPreferences(credentials: Credentials, userId: number, changes: PreferenceChanges): Promise<void> {
  await request('CarrierUserPreferences', { method: 'PUT', credentials, body: { userId, ...changes } });
}

export async function countDrivers(credentials: Credentials, clientId: number): Promise<number> {
  const page = expectPaged<DriverRecord>(await request(`Clients/${clientId}/Drivers`, { credentials, query: { pageNumber: 1, pageSize: 1 } }), 'drivers');
  return page.totalRecordCount;
}

export async function fetchSuggestedLoads(credentials: Credentials): Promise<Paged<LoadRecord>> {
  return expectPaged<LoadRecord>(await request('CarrierLoads/suggested', { credentials }), 'suggested loads');
}

export async function fetchOnboardingStep(credentials: Credentials): Promise<OnboardingStep | null> {
  return expectData(await request<{ step: OnboardingStep | null }>('Users/OnboardingStep', { credentials })).step;
}

export async function saveOnboardingStep(credentials: Credentials, step: OnboardingStep): Promise<void> {
  await request('Users/OnboardingStep', { method: 'PUT', credentials, body: { step } });
}

export interface UserPreferences {
  lessThan500: boolean;
  moreThan500: boolean;
  stateProvinceRegion: string[];
}

export async function fetchUserPreferences(credentials: Credentials): Promise<UserPreferences> {
  return expectData(await request<UserPreferences>('CarrierUserPreferences', { credentials }));
}
