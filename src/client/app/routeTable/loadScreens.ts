import { PUBLIC_LOAD_PATH_PREFIX } from '../../../shared/publicLoad';
import type { ScreenEntry } from './types';

/** Loads spec section 2, plus the public load page by slug (account spec 2.1, issue 22), at '/l/:slug'. */
export const loadScreens = {
  search: { path: '/search', title: 'Find Loads', section: 'Loads', access: 'private' },
  searchMap: { path: '/search/map', title: 'Map', section: 'Loads', access: 'private', backTo: '/search' },
  savedLoads: { path: '/loads/saved', title: 'Saved Loads', section: 'Manage Loads', access: 'private', tabs: 'loads' },
  claimedLoads: { path: '/loads/claimed', title: 'Claimed Loads', section: 'Manage Loads', access: 'private', tabs: 'loads' },
  inProgressLoads: { path: '/loads/in-progress', title: 'In Progress Loads', section: 'Manage Loads', access: 'private', tabs: 'loads' },
  completedLoads: { path: '/loads/completed', title: 'Completed Loads', section: 'Manage Loads', access: 'private', tabs: 'loads' },

  loadDetail: { path: '/load/:loadId', title: 'Load Detail', section: 'Load', access: 'private', backTo: '/search' },
  claimSchedule: { path: '/load/:loadId/assign', title: 'Schedule', section: 'Claim Load', access: 'private' },
  claimAssignDriver: { path: '/load/:loadId/assign-driver', title: 'Almost Done', section: 'Claim Load', access: 'private' },
  claimConfirmation: { path: '/load/:loadId/assign-details', title: 'Load Claimed', section: 'Claim Load', access: 'private' },
  changeDriver: { path: '/load/:loadId/change-driver', title: 'Change Driver', section: 'Load', access: 'private', backTo: '/loads/claimed' },
  changePickupDropoff: { path: '/load/:loadId/change-pickup-dropoff', title: 'Change Pick-up and Drop-off', section: 'Load', access: 'private', backTo: '/loads/claimed' },
  backhauls: { path: '/load/:loadId/backhauls', title: 'Find Backhaul', section: 'Load', access: 'private', backTo: '/search' },

  loadBySlug: { path: `${PUBLIC_LOAD_PATH_PREFIX}:slug`, title: 'Load', section: 'Load', access: 'public' },
} satisfies Record<string, ScreenEntry>;
