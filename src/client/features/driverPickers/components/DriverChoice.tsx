import type { DriverRecord } from '../../../../shared/loads';
import { DEACTIVATED_LABEL, driverDisplayName } from '../../drivers/driversText';

interface DriverChoiceProps {
  driver: DriverRecord;
  groupName: string;
  checked: boolean;
  disabled: boolean;
  onSelect: (driverId: number) => void;
}

/** One driver of the picker: the name ('Unnamed' when blank), and 'Deactivated' for a disabled account. */
export function DriverChoice({ driver, groupName, checked, disabled, onSelect }: DriverChoiceProps) {
  const classes = ['driver-picker__choice', disabled ? 'driver-picker__choice--disabled' : ''].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <input type="radio" name={groupName} checked={checked} disabled={disabled} onChange={() => onSelect(driver.driverId)} />
      <span className="driver-picker__name">{driverDisplayName(driver)}</span>
      {!driver.enabled && <span className="driver-picker__deactivated">{DEACTIVATED_LABEL}</span>}
      {driver.email && <span className="driver-picker__email">{driver.email}</span>}
    </label>
  );
}
