/** The words of the carrier's view of a load's inspections (issue 24). */
import type { AiagCodes, InspectionLocation } from '../../../shared/contracts/inspection';
import {
  AIAG_AREAS, AIAG_SEVERITIES, AIAG_TYPES, DAMAGE_CODES, inspectionKindNames, inspectionStageNames, photoAngleNames,
  type InspectionStage,
} from '../../../shared/inspections';
import { failureWords, type Failure } from '../../api/failure';

export const INSPECTIONS_TITLE = 'Inspections';
export const NOT_YET_INSPECTED = 'Not yet inspected';
export const CUSTOMER_NOT_AVAILABLE = 'Customer Not Available';
export const SUBJECT_TO_INSPECTION = 'Subject to inspection';
export const NEW_DAMAGE = 'New';
export const TRY_AGAIN_BUTTON = 'Try Again';
const INSPECTIONS_NOT_LOADED = 'The inspections could not be loaded.';

// The wire types read codes as plain strings; the server sends only codes of these tables.
const wordOf = (table: Readonly<Record<string, string>>, code: string): string => table[code] ?? code;

/** Why the inspections are not shown: the server's words for a refusal, the network's, or ours. */
export const inspectionsFailureText = (failure: Failure) => failureWords(failure, INSPECTIONS_NOT_LOADED);

export const stageHeading = (stage: InspectionStage) => `${inspectionStageNames[stage]} inspection`;
export const kindText = (kind: string) => `${wordOf(inspectionKindNames, kind)} inspection`;
/** The shipper signs at pick-up, the receiver at delivery. */
export const customerRole = (stage: string) => (stage === 'pickup' ? 'Shipper' : 'Receiver');

export const versionText = (version: number, isCurrent: boolean) =>
  isCurrent && version > 1 ? `Version ${version} (corrected)` : `Version ${version}`;
export const earlierVersionsText = (count: number) => `Earlier versions (${count})`;

export function newDamagesText(count: number, stage: string): string {
  const at = stage === 'pickup' ? 'pick-up' : 'delivery';
  if (count === 0) return `No new damages at ${at}`;
  return `${count} new ${count === 1 ? 'damage' : 'damages'} at ${at}`;
}

export const vehicleHeading = (position: number, label: string) => `Vehicle ${position}: ${label}`;
export const odometerText = (odometer: number | null) => (odometer === null ? 'Not recorded' : `${odometer.toLocaleString('en-US')} mi`);

/** 'Front photo of vehicle 1'; a second close-up is 'Close-up photo 2 of vehicle 1'. */
export const vehiclePhotoAlt = (angle: string, nth: number, position: number) =>
  `${wordOf(photoAngleNames, angle)} photo${nth > 1 ? ` ${nth}` : ''} of vehicle ${position}`;
export const damagePhotoAlt = (nth: number, damage: number, position: number) =>
  `Photo ${nth} of damage ${damage} on vehicle ${position}`;

/** 'D Dented'; an AIAG-coded damage also reads '05-10-2 Door left front, Scratched, 1 to 3 inches'. */
export function damageWords(code: string | null, aiag: AiagCodes | null): string[] {
  const words: string[] = [];
  if (code) words.push(`${code} ${wordOf(DAMAGE_CODES, code)}`);
  if (aiag) {
    const { area, type, severity } = aiag;
    words.push(`${area}-${type}-${severity} ${wordOf(AIAG_AREAS, area)}, ${wordOf(AIAG_TYPES, type)}, ${wordOf(AIAG_SEVERITIES, severity)}`);
  }
  return words;
}


export const locationText = ({ latitude, longitude, accuracyMeters }: InspectionLocation) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)} (within ${Math.round(accuracyMeters).toLocaleString('en-US')} m)`;
