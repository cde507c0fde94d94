import type { DriverLoadRecord } from '../../../../shared/driverLink';
import { DEFAULT_INSPECTION_KIND, INSPECTION_KINDS, type InspectionKind, type InspectionStage } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { inspectionOpened } from '../../inspection/slice';
import { DELIVERED_BUTTON, PICKED_UP_BUTTON } from '../driverLinkText';

// The contract's union of kinds reads as a string in TypeScript; an unknown one is asked as the default.
const kindOf = (kind: string): InspectionKind => INSPECTION_KINDS.find((known) => known === kind) ?? DEFAULT_INSPECTION_KIND;

/**
 * 'Picked Up' and 'Delivered' each need their inspection (issue 24): the button opens it, and signing it marks the load.
 * Opening is not yet marking, so a stray tap moves nothing.
 */
export function InspectButton({ load, stage, disabled }: { load: DriverLoadRecord; stage: InspectionStage; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const open = () => dispatch(inspectionOpened({
    loadId: load.id, stage, kind: kindOf(load.inspectionKind), years: load.vehicles.map((vehicle) => vehicle.year),
  }));
  return <Button block disabled={disabled} onClick={open}>{stage === 'pickup' ? PICKED_UP_BUTTON : DELIVERED_BUTTON}</Button>;
}
