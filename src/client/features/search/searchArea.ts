import { screens } from '../../app/routeTable';

/** The pages that show the current search: the list and its map. Anywhere else the search is left. */
const SEARCH_AREA_PATHS: readonly string[] = [screens.search.path, screens.searchMap.path];

export function isSearchArea(pathname: string): boolean {
  return SEARCH_AREA_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
