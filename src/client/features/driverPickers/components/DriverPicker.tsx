import { useEffect, useId } from 'react';
import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { clearOnEscape } from '../../../ui/escapeKey';
import { Spinner } from '../../../ui/Spinner';
import { ALL_DRIVERS_LABEL, NO_DRIVERS_TEXT } from '../driverPickersText';
import { selectDriverEntities } from '../../drivers/selectors';
import { selectDriverPicker, selectHasMoreDrivers } from '../selectors';
import { driverFilterChanged, driverPickerOpened, moreDriversRequested } from '../slice';
import { DriverChoice } from './DriverChoice';
import './DriverPicker.css';

export interface DriverPickerProps {
  pickerId: string;
  selectedDriverId: number | null;
  onSelect: (driverId: number | null) => void;
  /** Offers 'All Drivers' (chosen as null) before the drivers. */
  allowAll?: boolean;
  /** Drivers without an e-mail cannot be chosen (documents and lists sent by e-mail). */
  requireEmail?: boolean;
  /** Deactivated drivers are listed too, labelled so. */
  includeInactive?: boolean;
}

/** Choosing one of the carrier's drivers (loads spec 2, account spec 2.9): a name filter, the list and Load More. */
export function DriverPicker({ pickerId, selectedDriverId, onSelect, allowAll = false, requireEmail = false, includeInactive = false }: DriverPickerProps) {
  const dispatch = useAppDispatch();
  const groupName = useId();
  const picker = useAppSelector((state) => selectDriverPicker(state, pickerId));
  const hasMore = useAppSelector((state) => selectHasMoreDrivers(state, pickerId));
  const drivers = useAppSelector(selectDriverEntities);

  useEffect(() => {
    dispatch(driverPickerOpened({ pickerId, includeInactive }));
  }, [dispatch, pickerId, includeInactive]);

  // Escape clears the selection (loads spec 2) and the filter, and leaves a dialog around the picker open.
  const clearSelectionAndFilter = () => {
    onSelect(null);
    if (picker.filter) dispatch(driverFilterChanged({ pickerId, filter: '' }));
  };

  const isLoading = picker.status === 'loading';
  const hasNoDriversAtAll = picker.unfilteredTotal === 0;
  const isEmpty = picker.status === 'succeeded' && picker.ids.length === 0;

  return (
    <div className="driver-picker" role="group" aria-label="Drivers">
      <input
        type="search"
        className="driver-picker__filter"
        placeholder="Filter by name"
        aria-label="Filter drivers by name"
        value={picker.filter}
        onChange={(event) => dispatch(driverFilterChanged({ pickerId, filter: event.target.value }))}
        onKeyDown={clearOnEscape(clearSelectionAndFilter)}
      />
      <ul className="driver-picker__list">
        {allowAll && (
          <li>
            <label className="driver-picker__choice">
              <input type="radio" name={groupName} checked={selectedDriverId === null} onChange={() => onSelect(null)} />
              <span className="driver-picker__name">{ALL_DRIVERS_LABEL}</span>
            </label>
          </li>
        )}
        {picker.ids.map((id) => {
          const driver = drivers[id];
          return driver ? (
            <li key={id}>
              <DriverChoice
                driver={driver}
                groupName={groupName}
                checked={selectedDriverId === id}
                disabled={requireEmail && !driver.email}
                onSelect={onSelect}
              />
            </li>
          ) : null;
        })}
      </ul>
      {hasNoDriversAtAll && <p className="driver-picker__none">{NO_DRIVERS_TEXT}</p>}
      {isEmpty && !hasNoDriversAtAll && <p className="driver-picker__empty">No results</p>}
      {isLoading && <Spinner label="Loading drivers" />}
      {hasMore && !isLoading && (
        <Button variant="outline" block className="driver-picker__more" onClick={() => dispatch(moreDriversRequested(pickerId))}>
          {LOAD_MORE_LABEL}
        </Button>
      )}
    </div>
  );
}
