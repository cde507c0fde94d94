import type { LoadListCriteria } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { TrackedListKind } from '../listKinds';
import { selectLoadList } from '../selectors';
import { listFiltersChanged } from '../slice';
import { DateFilterDropdown } from './DateFilterDropdown';
import { DriverFilter } from './DriverFilter';

type PickupRange = NonNullable<LoadListCriteria['scheduledPickupRange']>;

const PICKUP_TOGGLES: ReadonlyArray<{ value: PickupRange; label: string }> = [
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'future', label: 'Future' },
];

/**
 * The filter bar of Claimed, In Progress and Completed (loads spec 2): Tomorrow and Future (one at a time; the
 * pressed one again turns it off), the driver, and the date dropdown. Every change reloads from page 1.
 */
export function FilterBar({ kind }: { kind: TrackedListKind }) {
  const dispatch = useAppDispatch();
  const { criteria, dateFilter } = useAppSelector((state) => selectLoadList(state, kind));
  const change = (next: Partial<LoadListCriteria>, filter?: typeof dateFilter) =>
    dispatch(listFiltersChanged({ kind, criteria: next, dateFilter: filter }));

  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <div className="list-filters__toggles">
        {PICKUP_TOGGLES.map(({ value, label }) => {
          const isOn = criteria.scheduledPickupRange === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isOn}
              className={`list-filters__toggle${isOn ? ' list-filters__toggle--on' : ''}`}
              onClick={() => change({ scheduledPickupRange: isOn ? null : value })}
            >
              {label}
            </button>
          );
        })}
      </div>
      <DriverFilter
        pickerId={`loadListDriver-${kind}`}
        driverId={criteria.driverId ?? null}
        onChange={(driverId) => change({ driverId })}
      />
      <DateFilterDropdown
        value={dateFilter}
        range={{ deliveredFrom: criteria.deliveredFrom ?? null, deliveredTo: criteria.deliveredTo ?? null }}
        onChange={(filter, range) => change(range, filter)}
      />
    </div>
  );
}
