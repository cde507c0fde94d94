import { generatePath } from 'react-router-dom';
import { accountScreens } from './accountScreens';
import { loadScreens } from './loadScreens';

const loadPath = (pattern: string) => (loadId: number | string) => generatePath(pattern, { loadId: String(loadId) });

/** The address of each screen that takes an id, built from its pattern in the route table. */
export const paths = {
  load: loadPath(loadScreens.loadDetail.path),
  loadClaim: loadPath(loadScreens.claimSchedule.path),
  loadClaimDriver: loadPath(loadScreens.claimAssignDriver.path),
  loadClaimed: loadPath(loadScreens.claimConfirmation.path),
  loadChangeDriver: loadPath(loadScreens.changeDriver.path),
  loadChangeDates: loadPath(loadScreens.changePickupDropoff.path),
  loadBackhauls: loadPath(loadScreens.backhauls.path),
  /** Log in, then on to `path` (query included): where a private screen sends a visitor, and 'Sign in to claim'. */
  loginThen: (path: string) => `${accountScreens.login.path}?redirectTo=${encodeURIComponent(path)}`,
  /** Log in filled in with the address a password form just used (the Login modal reads `email`). */
  loginAs: (email: string) => `${accountScreens.login.path}?${new URLSearchParams({ email }).toString()}`,
  invoice: (invoiceId: number | string) => generatePath(accountScreens.invoiceDetails.path, { invoiceId: String(invoiceId) }),
};
