import type { InspectionKind, InspectionStage } from '../../../../src/shared/inspections';
import { newDraft, type InspectionDraft } from '../../../../src/client/features/inspection/draft';

/** Check digits valid: two standard 17-character VINs. */
export const GOOD_VINS = ['1M8GDM9AXKP042788', '1HGCM82633A004352'] as const;
export const SIGNATURE = [[10, 20, 30, 40, 50, 60]];

/** A draft ready to sign for a standard load of `years.length` vehicles, changed by `overrides`. */
export function readyDraft(kind: InspectionKind = 'standard', stage: InspectionStage = 'pickup', overrides: Partial<InspectionDraft> = {}): InspectionDraft {
  const draft = newDraft(4101, stage, kind, [2021]);
  return {
    ...draft,
    step: 1,
    vehicles: [{ vin: GOOD_VINS[0], odometer: '12,345', photos: [], damages: [] }],
    customerName: 'Ana Ruiz',
    customerSignature: SIGNATURE,
    driverSignature: SIGNATURE,
    ...overrides,
  };
}
