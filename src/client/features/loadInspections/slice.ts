/**
 * The driver's inspections of the carrier's own loads (issue 24), stored once by inspection id; beside them, per
 * load, the ids of its inspections (every version, as the server orders them), the load's inspection kind and how
 * the last read went. A correction is a new record: the earlier versions stay, each under its own id.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { InspectionRecord, InspectionsReply } from '../../../shared/contracts/inspection';
import type { Failure } from '../../api/failure';

const inspectionsAdapter = createEntityAdapter({ selectId: (inspection: InspectionRecord) => inspection.inspectionId });

export type LoadInspectionsStatus = 'loading' | 'loaded' | 'failed';

export interface LoadInspections {
  ids: number[];
  /** The load's inspection kind, as the broker set it ('standard', 'advanced', 'aiag'). */
  kind: string | null;
  status: LoadInspectionsStatus;
  failure: Failure | null;
  /** When the answer arrived (the client clock, ms): its photo links live a few minutes from then. */
  receivedAtMs: number | null;
}

export type LoadInspectionsState = EntityState<InspectionRecord, number> & { byLoadId: Record<number, LoadInspections> };

export const initialLoadInspectionsState: LoadInspectionsState = inspectionsAdapter.getInitialState({ byLoadId: {} });

const nothingYet: LoadInspections = { ids: [], kind: null, status: 'loading', failure: null, receivedAtMs: null };

export interface LoadInspectionsAnswer {
  loadId: number;
  reply: InspectionsReply;
  receivedAtMs: number;
}

const loadInspectionsSlice = createSlice({
  name: 'loadInspections',
  initialState: initialLoadInspectionsState,
  reducers: {
    /** Read (again) the load's inspections; what is shown stays until the answer replaces it. */
    loadInspectionsRequested(state, { payload: loadId }: PayloadAction<number>) {
      const known = state.byLoadId[loadId] ?? nothingYet;
      state.byLoadId[loadId] = { ...known, status: 'loading', failure: null };
    },
    loadInspectionsReceived(state, { payload: { loadId, reply, receivedAtMs } }: PayloadAction<LoadInspectionsAnswer>) {
      // The answer is the whole list: records no longer in it (and their expired links) are dropped.
      inspectionsAdapter.removeMany(state, state.byLoadId[loadId]?.ids ?? []);
      inspectionsAdapter.upsertMany(state, reply.records);
      state.byLoadId[loadId] = {
        ids: reply.records.map((record) => record.inspectionId),
        kind: reply.inspectionKind,
        status: 'loaded',
        failure: null,
        receivedAtMs,
      };
    },
    loadInspectionsFailed(state, { payload: { loadId, failure } }: PayloadAction<{ loadId: number; failure: Failure }>) {
      const known = state.byLoadId[loadId] ?? nothingYet;
      state.byLoadId[loadId] = { ...known, status: 'failed', failure };
    },
    /** A photo of the load did not show: its signed link may have expired while the detail stayed open. */
    inspectionPhotoFailed(_state, _action: PayloadAction<number>) {},
  },
});

export const { loadInspectionsRequested, loadInspectionsReceived, loadInspectionsFailed, inspectionPhotoFailed } =
  loadInspectionsSlice.actions;
export const loadInspectionsReducer = loadInspectionsSlice.reducer;

export const { selectEntities: selectInspectionEntities } = inspectionsAdapter.getSelectors(
  (state: { loadInspections: LoadInspectionsState }) => state.loadInspections,
);
