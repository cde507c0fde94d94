import { readSearchFilter } from '../loadSearch/criteria';
import type { LoadSearch } from '../loadSearch/loadSearch';

function criteriaOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

/**
 * Which of `loadIds` a saved search finds now, newest posted first, and how many: the search's own filter,
 * narrowed to those loads, asked of the load search index, so a notice matches exactly what Find Loads shows.
 */
export function matchSavedSearch(
  loadSearch: LoadSearch, criteria: string, loadIds: readonly number[], limit: number,
): Promise<{ ids: number[]; total: number }> {
  if (loadIds.length === 0) return Promise.resolve({ ids: [], total: 0 });
  const filter = { ...readSearchFilter(criteriaOf(criteria)), orderIds: loadIds, sortField: 'AvailableDate' as const, sortAscending: false };
  return loadSearch.findIds(filter, 0, limit);
}
