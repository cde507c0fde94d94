import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { DriverPicker } from '../../driverPickers/components/DriverPicker';
import { ALL_DRIVERS_LABEL } from '../../driverPickers/driverPickersText';
import { driverDisplayName } from '../../drivers/driversText';
import { selectDriverById } from '../../drivers/selectors';

interface DriverFilterProps {
  pickerId: string;
  driverId: number | null;
  onChange: (driverId: number | null) => void;
}

/** 'All Drivers' or one driver (loads spec 2): a button naming the choice that opens the driver picker. */
export function DriverFilter({ pickerId, driverId, onChange }: DriverFilterProps) {
  const [isOpen, setIsOpen] = useState(false);
  const driver = useAppSelector((state) => (driverId === null ? undefined : selectDriverById(state, driverId)));
  const label = driverId === null ? ALL_DRIVERS_LABEL : driver ? driverDisplayName(driver) : `Driver ${driverId}`;

  return (
    <>
      <Button variant="outline" className="list-filters__driver" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        <span className="hb-visually-hidden">Driver: </span>
        {label}
      </Button>
      {isOpen && (
        <Modal title="Filter by Driver" onClose={() => setIsOpen(false)}>
          <DriverPicker
            pickerId={pickerId}
            selectedDriverId={driverId}
            allowAll
            includeInactive
            onSelect={(chosen) => {
              onChange(chosen);
              setIsOpen(false);
            }}
          />
        </Modal>
      )}
    </>
  );
}
