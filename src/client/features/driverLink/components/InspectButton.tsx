import type { DriverLoadRecord } from '../../../../shared/driverLink';
import type { InspectionStage } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { inspectionOpened } from '../../inspection/slice';
import { DELIVERED_BUTTON, PICKED_UP_BUTTON } from '../driverLinkText';

/**
 * 'Picked Up' and 'Delivered' each need their inspection (issue 24): the button opens it, and signing it marks the load.
 * Opening is not yet marking, so a stray tap moves nothing.
 */
export function InspectButton({ load, stage, disabled }: { load: DriverLoadRecord; stage: InspectionStage; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const open = () => dispatch(inspectionOpened({
    loadId: load.id, stage, kind: load.inspectionKind, years: load.vehicles.map((vehicle) => vehicle.year),
  }));
  return <Button block disabled={disabled} onClick={open}>{stage === 'pickup' ? PICKED_UP_BUTTON : DELIVERED_BUTTON}</Button>;
}
