import type { InspectionStage } from '../../../../shared/inspections';
import { earlierVersionsText, NOT_YET_INSPECTED, stageHeading, versionText } from '../loadInspectionsText';
import type { StageInspections } from '../selectors';
import { InspectionDetails } from './InspectionDetails';

interface StageInspectionProps {
  stage: InspectionStage;
  inspections: StageInspections;
  timeZone: string;
}

/** One end of the trip: the version in force, and every version it corrected behind a disclosure, never dropped. */
export function StageInspection({ stage, inspections: { current, earlier }, timeZone }: StageInspectionProps) {
  const heading = stageHeading(stage);
  return (
    <section className="load-inspection" aria-label={heading}>
      <h3 className="load-inspection__heading">{heading}</h3>
      {current === null ? (
        <p className="load-inspection__none">{NOT_YET_INSPECTED}</p>
      ) : (
        <InspectionDetails inspection={current} timeZone={timeZone} vehicleLevel={4} />
      )}
      {earlier.length > 0 && (
        <details className="load-inspection__versions">
          <summary>{earlierVersionsText(earlier.length)}</summary>
          {earlier.map((inspection) => (
            <div key={inspection.inspectionId} className="load-inspection__version">
              <h4 className="load-inspection__version-heading">{versionText(inspection.version, false)}</h4>
              <InspectionDetails inspection={inspection} timeZone={timeZone} vehicleLevel={5} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
