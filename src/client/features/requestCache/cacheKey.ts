import type { SearchCriteria } from '../../../shared/contracts/searchCriteria';
import type { PageRequest } from '../../api/loadsApi';
import type { ApiCredentials } from '../../api/credentials';

/** The same values in any key order give the same key. */
export function cacheKeyOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

// Answers hold the user's own favourite flags, so one user's answers are never another's.
export const searchKeyOf = (credentials: ApiCredentials | null, criteria: SearchCriteria, { pageNumber, pageSize, view, after }: PageRequest) =>
  cacheKeyOf({ userId: credentials?.userId ?? null, criteria, pageNumber, pageSize, view: view ?? null, after: after ?? null });
