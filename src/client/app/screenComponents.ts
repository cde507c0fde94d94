import type { ComponentType } from 'react';
import { BackhaulsScreen } from '../features/backhauls/components/BackhaulsScreen';
import { ClaimDriverScreen } from '../features/claim/components/ClaimDriverScreen';
import { ClaimConfirmationScreen } from '../features/claim/components/ClaimConfirmationScreen';
import { ChangeDriverScreen } from '../features/changeDriver/components/ChangeDriverScreen';
import { ChangePickupDropoffScreen } from '../features/changeDates/components/ChangePickupDropoffScreen';
import { ClaimScheduleScreen } from '../features/claim/components/ClaimScheduleScreen';
import { LandingPage } from '../features/landing/LandingPage';
import { LoadDetailScreen } from '../features/loadDetail/components/LoadDetailScreen';
import { ClaimedLoadsScreen, CompletedLoadsScreen, InProgressLoadsScreen } from '../features/loadLists/components/LoadListScreen';
import { SavedLoadsScreen } from '../features/loadLists/components/SavedLoadsScreen';
import { SearchMapScreen } from '../features/map/components/SearchMapScreen';
import { SearchScreen } from '../features/search/components/SearchScreen';
import type { ScreenName } from './routeTable';

/**
 * The built screens, by route-table name. A screen missing here renders `PlaceholderScreen` with its title;
 * building a screen means adding it to this map. Only routes.tsx reads it, so screens can import the route
 * table freely without an import cycle.
 */
export const screenComponents: Partial<Record<ScreenName, ComponentType>> = {
  home: LandingPage,
  login: LandingPage,
  search: SearchScreen,
  searchMap: SearchMapScreen,
  savedLoads: SavedLoadsScreen,
  claimedLoads: ClaimedLoadsScreen,
  inProgressLoads: InProgressLoadsScreen,
  completedLoads: CompletedLoadsScreen,
  loadDetail: LoadDetailScreen,
  claimSchedule: ClaimScheduleScreen,
  claimAssignDriver: ClaimDriverScreen,
  claimConfirmation: ClaimConfirmationScreen,
  changeDriver: ChangeDriverScreen,
  changePickupDropoff: ChangePickupDropoffScreen,
  backhauls: BackhaulsScreen,
};
