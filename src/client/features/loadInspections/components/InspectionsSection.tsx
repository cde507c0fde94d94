import { useMemo } from 'react';
import { INSPECTION_STAGES } from '../../../../shared/inspections';
import type { LoadRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { INSPECTIONS_TITLE, inspectionsFailureText, TRY_AGAIN_BUTTON } from '../loadInspectionsText';
import { makeSelectInspectionsByStage, selectLoadInspections } from '../selectors';
import { loadInspectionsRequested } from '../slice';
import { registerFeature } from '../../../app/lazyFeatures';
import { loadInspectionsFeature } from '../loadInspectionsFeature';
import { StageInspection } from './StageInspection';
import './loadInspections.css';

// The inspections' slice and saga come with the load detail's chunk, not with main.js.
registerFeature(loadInspectionsFeature);

/**
 * The pick-up and the delivery inspection of the carrier's own load In Progress or Completed (issue 24). The
 * sagas read them when the detail reads the load; what was read stays shown while a fresh read is on its way.
 */
export function InspectionsSection({ load }: { load: LoadRecord }) {
  const dispatch = useAppDispatch();
  const selectByStage = useMemo(makeSelectInspectionsByStage, []);
  const known = useAppSelector((state) => selectLoadInspections(state, load.id));
  const byStage = useAppSelector((state) => selectByStage(state, load.id));

  const failed = known?.status === 'failed' && known.failure !== null;
  // What was read stays shown when a later read fails (a live event's, a photo link's), with the failure above it.
  const shown = known !== undefined && known.receivedAtMs !== null;
  return (
    <section className="load-inspections" aria-labelledby="load-inspections-title">
      <h2 id="load-inspections-title" className="load-detail__heading">{INSPECTIONS_TITLE}</h2>
      {failed && known?.failure && (
        <div className="load-inspections__failure" role="alert">
          <p>{inspectionsFailureText(known.failure)}</p>
          <Button onClick={() => dispatch(loadInspectionsRequested(load.id))}>{TRY_AGAIN_BUTTON}</Button>
        </div>
      )}
      {!failed && !shown && <Spinner label="Loading the inspections" />}
      {shown && INSPECTION_STAGES.map((stage) => (
        <StageInspection
          key={stage}
          stage={stage}
          inspections={byStage[stage]}
          timeZone={stage === 'pickup' ? load.originTimeZone : load.destinationTimeZone}
        />
      ))}
    </section>
  );
}
