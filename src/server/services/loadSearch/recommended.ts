import type { LoadRecord } from '../../../shared/loads';
import { findRegion } from '../../../shared/regions';
import { findLoadRecordsByIds, isAvailableLoad, type LoadReads, type LoadViewer } from '../../repositories/loads';
import { readSearchFilter, type SearchFilter } from './criteria';
import { isoDateOfDay } from './days';
import type { LoadSearch, SearchAnswer } from './loadSearch';

/*
 * New Loads for You: available loads ranked by what the carrier user told us (preferred regions, shorter or
 * longer hauls) and what they searched for lately (their three latest recent searches). A load found by a
 * recent search scores 3 per search, one that fits the preferences 2; ties go to the newest load number.
 * With neither, the answer is the board's Recently Added order.
 */

const recentSearchesUsed = 3;
const recentWeight = 3;
const preferenceWeight = 2;

const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

function parseCriteria(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [lowerFirst(key), item]));
  } catch {
    return null;
  }
}

export function preferenceFilter(user: { regions: string; lessThan500: number; moreThan500: number }): SearchFilter | null {
  const regions = parseCriteria(`{"r":${user.regions}}`)?.r;
  const states = new Set((Array.isArray(regions) ? regions : [])
    .flatMap((value) => (typeof value === 'string' ? findRegion(value)?.states ?? [] : [])));
  const shortOnly = user.lessThan500 === 1 && user.moreThan500 === 0;
  const longOnly = user.moreThan500 === 1 && user.lessThan500 === 0;
  if (states.size === 0 && !shortOnly && !longOnly) return null;
  return {
    ...readSearchFilter({}),
    origin: states.size > 0 ? { kind: 'states', states } : { kind: 'anywhere' },
    minMiles: longOnly ? 500 : null,
    maxMiles: shortOnly ? 499.999 : null,
  };
}

export async function recommendedLoads(
  reads: LoadReads, search: LoadSearch, viewer: LoadViewer, count: number,
): Promise<SearchAnswer<LoadRecord>> {
  const { db } = reads;
  const [user, recent] = await Promise.all([
    db.selectFrom('users').select(['regions', 'lessThan500', 'moreThan500']).where('id', '=', viewer.userId).executeTakeFirst(),
    db.selectFrom('searchHistory').select('criteria').where('userId', '=', viewer.userId).where('kind', '=', 'recent')
      .orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(recentSearchesUsed).execute(),
  ]);
  const scores = new Map<number, number>();
  const score = async (filter: SearchFilter, weight: number) => {
    const { ids } = await search.findIds({ ...filter, sortField: 'AvailableDate', sortAscending: false, orderIds: null }, 0, count * 3);
    for (const id of ids) scores.set(id, (scores.get(id) ?? 0) + weight);
  };
  for (const row of recent) {
    const criteria = parseCriteria(row.criteria);
    if (criteria) await score(readSearchFilter(criteria), recentWeight);
  }
  const preferences = user ? preferenceFilter(user) : null;
  if (preferences) await score(preferences, preferenceWeight);
  if (scores.size === 0) await score(readSearchFilter({}), 1);

  const ranked = [...scores].sort(([idA, a], [idB, b]) => b - a || idB - idA).map(([id]) => id);
  const today = isoDateOfDay(search.today());
  const records = (await findLoadRecordsByIds(reads, ranked.slice(0, count * 2), viewer, (row) => isAvailableLoad(row, today))).slice(0, count);
  return { records, totalRecordCount: records.length };
}
