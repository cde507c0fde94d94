import { emptyDriverPicker, type DriverPickersState, type DriverPickerState } from './slice';

interface WithDriverPickers {
  driverPickers: DriverPickersState;
}

export const selectDriverPicker = (state: WithDriverPickers, pickerId: string): DriverPickerState =>
  state.driverPickers[pickerId] ?? emptyDriverPicker;

export const selectHasMoreDrivers = (state: WithDriverPickers, pickerId: string): boolean => {
  const picker = selectDriverPicker(state, pickerId);
  return picker.ids.length < picker.totalRecordCount;
};
