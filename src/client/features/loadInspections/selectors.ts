import { createSelector } from '@reduxjs/toolkit';
import type { InspectionRecord } from '../../../shared/contracts/inspection';
import { INSPECTION_STAGES, type InspectionStage } from '../../../shared/inspections';
import type { LoadRecord } from '../../../shared/loads';
import { selectInspectionEntities, type LoadInspections, type LoadInspectionsState } from './slice';

interface WithLoadInspections {
  loadInspections: LoadInspectionsState;
}

/** The carrier sees inspections on its own loads once they are on the road: In Progress and Completed. */
export const showsInspections = (load: Pick<LoadRecord, 'assignedToCurrentCarrier' | 'orderStatus'>): boolean =>
  load.assignedToCurrentCarrier && (load.orderStatus === 'InRoute' || load.orderStatus === 'Delivered');

/** One end of the trip: the version in force, and the ones it corrected (newest first), never hidden. */
export interface StageInspections {
  current: InspectionRecord | null;
  earlier: InspectionRecord[];
}

export type InspectionsByStage = Record<InspectionStage, StageInspections>;

export const selectLoadInspections = (state: WithLoadInspections, loadId: number): LoadInspections | undefined =>
  state.loadInspections.byLoadId[loadId];

const NO_IDS: number[] = [];

/** One selector per shown load: its inspections split by stage, the current version apart from the earlier ones. */
export const makeSelectInspectionsByStage = () =>
  createSelector(
    [selectInspectionEntities, (state: WithLoadInspections, loadId: number) => selectLoadInspections(state, loadId)?.ids ?? NO_IDS],
    (entities, ids): InspectionsByStage => {
      const records = ids.map((id) => entities[id]).filter((record): record is InspectionRecord => record !== undefined);
      const byStage = (stage: InspectionStage): StageInspections => {
        const versions = records.filter((record) => record.stage === stage).sort((a, b) => b.version - a.version);
        const current = versions.find((record) => record.isCurrent) ?? versions[0] ?? null;
        return { current, earlier: versions.filter((record) => record !== current) };
      };
      return Object.fromEntries(INSPECTION_STAGES.map((stage) => [stage, byStage(stage)])) as InspectionsByStage;
    },
  );

/** Damages noted at delivery with nothing like them at pick-up, over all the inspection's vehicles. */
export const newDamageCount = (inspection: InspectionRecord): number =>
  inspection.vehicles.reduce((count, vehicle) => count + vehicle.damages.filter((damage) => damage.isNew).length, 0);
