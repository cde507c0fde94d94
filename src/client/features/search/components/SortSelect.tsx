import { useId, useState } from 'react';
import type { SearchSortField } from '../../../../shared/loads';
import { isSortOptionDisabled, SORT_OPTIONS, sortOptionFor, type SortOptionKey } from '../sortOptions';
import './SortSelect.css';

export interface SortChoice {
  sortField: SearchSortField;
  sortAscending: boolean;
  /** Which option was chosen; tells 'Recently Added' from 'P/U Date latest-earliest' (search value sortKey). */
  sortKey: SortOptionKey;
}

export interface SortSelectProps {
  sortField?: string;
  sortAscending?: boolean;
  /** The sortKey of the search values, when the screen keeps it. */
  sortKey?: string;
  originCitySet: boolean;
  onChange(sort: SortChoice): void;
}

/** The sort selector above the search results (loads spec 9, Sort options). */
export function SortSelect({ sortField, sortAscending, sortKey, originCitySet, onChange }: SortSelectProps) {
  const id = useId();
  // Remembers the option picked here, for screens that keep only sortField and sortAscending.
  const [pickedKey, setPickedKey] = useState<string | undefined>(sortKey);
  const selected = sortOptionFor(sortField, sortAscending, sortKey ?? pickedKey);

  return (
    <div className="sort-select">
      <label className="sort-select__label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={selected.key}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((candidate) => candidate.key === event.target.value);
          if (!option) return;
          setPickedKey(option.key);
          onChange({ sortField: option.sortField, sortAscending: option.sortAscending, sortKey: option.key });
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key} disabled={isSortOptionDisabled(option, originCitySet)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
