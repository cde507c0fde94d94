/**
 * The sort options of loads spec section 9. Each has its own key because two of them sort alike:
 * 'Recently Added' and 'P/U Date latest-earliest' are both AvailableDate descending.
 */
import type { SearchSortField } from '../../../shared/loads';

export interface SortOption {
  key: string;
  label: string;
  sortField: SearchSortField;
  sortAscending: boolean;
}

export const SORT_OPTIONS = [
  { key: 'recentlyAdded', label: 'Recently Added', sortField: 'AvailableDate', sortAscending: false },
  { key: 'rateHighLow', label: '$ High-Low', sortField: 'Rate', sortAscending: false },
  { key: 'unitsHighLow', label: '# Units/Load High-Low', sortField: 'Units', sortAscending: false },
  { key: 'unitsLowHigh', label: '# Units/Load Low-High', sortField: 'Units', sortAscending: true },
  { key: 'milesHighLow', label: '# Miles/Load High-Low', sortField: 'Miles', sortAscending: false },
  { key: 'milesLowHigh', label: '# Miles/Load Low-High', sortField: 'Miles', sortAscending: true },
  { key: 'pickupEarliest', label: 'P/U Date earliest-latest', sortField: 'AvailableDate', sortAscending: true },
  { key: 'pickupLatest', label: 'P/U Date latest-earliest', sortField: 'AvailableDate', sortAscending: false },
  { key: 'deliveryEarliest', label: 'Delv Date earliest-latest', sortField: 'DeliveryDate', sortAscending: true },
  { key: 'deliveryLatest', label: 'Delv Date latest-earliest', sortField: 'DeliveryDate', sortAscending: false },
  { key: 'nearestToOrigin', label: 'Nearest to Origin', sortField: 'OriginCity', sortAscending: true },
] as const satisfies readonly SortOption[];

export type SortOptionKey = (typeof SORT_OPTIONS)[number]['key'];

export const DEFAULT_SORT_OPTION = SORT_OPTIONS[0];

/** Sorting by OriginCity is disabled when an origin city is set (loads spec 5). */
export const isSortOptionDisabled = (option: SortOption, originCitySet: boolean) =>
  originCitySet && option.sortField === 'OriginCity';

const sortsAs = (option: SortOption, sortField: string | undefined, sortAscending: boolean | undefined) =>
  option.sortField === sortField && option.sortAscending === Boolean(sortAscending);

/**
 * The option a sort reads as: the preferred key when it sorts that way, else the first option that does
 * (so AvailableDate descending reads 'Recently Added'); no sort field at all is the default.
 */
export function sortOptionFor(
  sortField: string | undefined,
  sortAscending: boolean | undefined,
  preferredKey?: string,
): SortOption {
  if (sortField === undefined) return DEFAULT_SORT_OPTION;
  const preferred = SORT_OPTIONS.find((option) => option.key === preferredKey);
  if (preferred && sortsAs(preferred, sortField, sortAscending)) return preferred;
  return SORT_OPTIONS.find((option) => sortsAs(option, sortField, sortAscending)) ?? DEFAULT_SORT_OPTION;
}
