/**
 * With a stored session, the first calls the app will make are asked for before its code has arrived: on a
 * phone, main.js takes seconds to download and run, and the answers can be back by then. Who is signed in is
 * asked on any page (every private screen waits for it); a search link's first page on the search screen.
 * The address, the token and the requests are the app's own modules, so each early call is the one the app
 * would send; the app takes an answer only for the very same call (`adoptEarlyReads` in api/request.ts).
 */
import { searchAvailableLoadsEarly } from '../api/loadsApi';
import { fetchCurrentUserEarly } from '../api/sessionApi';
import { loadScreens } from '../app/routeTable/loadScreens';
import { FIRST_PAGE_NUMBER } from '../../shared/constants';
import { pageRequestOf } from '../features/search/pageRequests';
import { linkedSearch } from '../features/search/queryString';
import { storedToken } from '../features/session/storedSession';

export function startEarlyReads({ pathname, search }: { pathname: string; search: string }): void {
  const token = storedToken();
  if (!token) return;
  fetchCurrentUserEarly({ token });
  const criteria = pathname === loadScreens.search.path ? linkedSearch(search) : null;
  if (criteria) searchAvailableLoadsEarly({ token }, criteria, pageRequestOf(FIRST_PAGE_NUMBER));
}
