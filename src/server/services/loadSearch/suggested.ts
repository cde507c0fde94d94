import type { LoadRecord } from '../../../shared/loads';
import { findLoadRecordsByIds, isAvailableLoad, type LoadReads, type LoadViewer } from '../../repositories/loads';
import { readSearchFilter } from './criteria';
import { isoDateOfDay } from './days';
import type { LoadSearch } from './loadSearch';
import { preferenceFilter } from './recommended';

/**
 * Onboarding's suggested loads: available loads that fit the user's own preferences only (not their searches),
 * newest first. No preference (anywhere, any length) matches every available load.
 */
export async function suggestedLoads(reads: LoadReads, search: LoadSearch, viewer: LoadViewer, count: number): Promise<LoadRecord[]> {
  const user = await reads.db.selectFrom('users').select(['regions', 'lessThan500', 'moreThan500']).where('id', '=', viewer.userId).executeTakeFirst();
  const filter = (user && preferenceFilter(user)) ?? readSearchFilter({});
  const { ids } = await search.findIds({ ...filter, sortField: 'AvailableDate', sortAscending: false, orderIds: null }, 0, count * 2);
  const today = isoDateOfDay(search.today());
  return (await findLoadRecordsByIds(reads, ids, viewer, (row) => isAvailableLoad(row, today))).slice(0, count);
}
