import type { DriverLoadRecord } from '../../../../shared/driverLink';
import type { InspectionStage } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { inspectionOpened } from '../../inspection/slice';
import { correctButton } from '../../inspection/words';
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

/**
 * A signed inspection cannot change (issue 24): the driver may sign a correction, a new version kept beside the
 * first: of the pick-up on the road, of the delivery while the delivered load stays on the page.
 */
export function CorrectInspectionButton({ load, stage, disabled }: { load: DriverLoadRecord; stage: InspectionStage; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const open = () => dispatch(inspectionOpened({
    loadId: load.id, stage, kind: load.inspectionKind, years: load.vehicles.map((vehicle) => vehicle.year), correction: true,
  }));
  return <Button block variant="outline" disabled={disabled} onClick={open}>{correctButton(stage)}</Button>;
}
