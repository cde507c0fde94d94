import type { InspectionDamage, InspectionRecord } from '../../../shared/contracts/inspection';
import {
  AIAG_AREAS, AIAG_SEVERITIES, AIAG_TYPES, DAMAGE_CODES, inspectionStageNames, photoAngleNames, type InspectionStage,
} from '../../../shared/inspections';
import { damageViewNames } from '../../../shared/vehicleDiagram';

/** The words a bill of lading prints for an inspection, worked out once. */

/*
 * The schema refuses any other code when an inspection arrives, but a signed inspection is kept as signed: a code a
 * later version drops from its table still prints, as itself.
 */
const wordOf = (table: Readonly<Record<string, string>>, code: string): string => table[code] ?? code;

/** Who signs for the customer at each end, as the blank bill of lading calls them. */
export const customerRole: Readonly<Record<InspectionStage, string>> = { pickup: 'Shipper', delivery: 'Consignee' };

export function conditionTitle(stage: InspectionStage): string {
  return `Condition at ${inspectionStageNames[stage].toLowerCase()}`;
}

/** 'Version 2, corrected' for a correction; nothing for the first version. */
export function versionText(record: Pick<InspectionRecord, 'version'>): string {
  return record.version > 1 ? `Version ${record.version}, corrected` : '';
}

/** 'Dented (D)', then 'AIAG 19-04-2: Hood, Dented, paint not damaged, 1 to 3 inches', then the note. */
export function damageText(damage: InspectionDamage): string {
  const parts = [wordOf(damageViewNames, damage.view)];
  if (damage.code) parts.push(`${wordOf(DAMAGE_CODES, damage.code)} (${damage.code})`);
  if (damage.aiag) {
    const { area, type, severity } = damage.aiag;
    parts.push(`AIAG ${area}-${type}-${severity}: ${wordOf(AIAG_AREAS, area)}, ${wordOf(AIAG_TYPES, type)}, ${wordOf(AIAG_SEVERITIES, severity)}`);
  }
  if (damage.note && damage.note.trim() !== '') parts.push(damage.note.trim());
  return parts.join(' - ');
}

/** A thumbnail's caption: the guided angle, or the damage it shows. */
export function photoCaption(photo: { angle: string } | { damageNumber: number }): string {
  return 'angle' in photo ? wordOf(photoAngleNames, photo.angle) : `Damage ${photo.damageNumber}`;
}

export function odometerText(odometer: number | null): string {
  return odometer === null ? '' : `${new Intl.NumberFormat('en-US').format(odometer)} mi`;
}
