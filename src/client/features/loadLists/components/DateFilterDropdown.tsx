import { useId, useState } from 'react';
import { dateRangeLabel } from '../../search/searchText';
import { Modal } from '../../../ui/Modal';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { DATE_FILTER_OPTIONS, NO_DATE_RANGE, presetRange, type DateFilter, type DeliveredRange } from '../dateFilters';

interface DateFilterDropdownProps {
  value: DateFilter;
  range: DeliveredRange;
  onChange: (filter: DateFilter, range: DeliveredRange) => void;
}

/** 'Filter By: Date', a period, or 'Custom Date Range' chosen on the date range picker (loads spec 2). */
export function DateFilterDropdown({ value, range, onChange }: DateFilterDropdownProps) {
  const selectId = useId();
  const [isPicking, setIsPicking] = useState(false);

  const choose = (filter: DateFilter) => {
    if (filter === 'custom') setIsPicking(true);
    else onChange(filter, filter === 'none' ? NO_DATE_RANGE : presetRange(filter));
  };
  const customLabel = value === 'custom' ? dateRangeLabel(range.deliveredFrom, range.deliveredTo) : null;

  return (
    <div className="list-filters__dates">
      <label htmlFor={selectId} className="hb-visually-hidden">
        Date
      </label>
      <select id={selectId} className="list-filters__select" value={value} onChange={(event) => choose(event.target.value as DateFilter)}>
        {DATE_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* The chosen range doubles as the way to change it: the select does not fire for the value it holds. */}
      {customLabel && (
        <button type="button" className="hb-link list-filters__range" onClick={() => setIsPicking(true)}>
          {customLabel}
        </button>
      )}
      {isPicking && (
        <Modal title="Custom Date Range" onClose={() => setIsPicking(false)}>
          <DateRangePicker
            from={value === 'custom' ? range.deliveredFrom : null}
            thru={value === 'custom' ? range.deliveredTo : null}
            onCancel={() => setIsPicking(false)}
            onSelect={({ from, thru }) => {
              setIsPicking(false);
              if (from === null) onChange('none', NO_DATE_RANGE);
              else onChange('custom', { deliveredFrom: from, deliveredTo: thru });
            }}
          />
        </Modal>
      )}
    </div>
  );
}
