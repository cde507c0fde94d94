/**
 * The carrier's fleet (account spec 2.9): its trucks stored once by id with the list's status, the add form's
 * failure and the edit form's status and failure.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CarrierTruck } from '../../../shared/driversAndFleet';
import type { TruckRowValues } from '../../../shared/onboardingSchemas';
import type { Failure } from '../../api/failure';

export type FleetStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type TruckFormStatus = 'idle' | 'submitting' | 'failed';

export interface TruckFormState {
  status: TruckFormStatus;
  /** Why the last submit failed; `fleetText` says it. */
  failure: Failure | null;
}

export interface FleetState {
  trucks: EntityState<CarrierTruck, number>;
  status: FleetStatus;
  add: TruckFormState;
  edit: TruckFormState;
}

export const trucksAdapter = createEntityAdapter<CarrierTruck, number>({ selectId: (truck) => truck.carrierTruckId });

const idleForm: TruckFormState = { status: 'idle', failure: null };
const submitting: TruckFormState = { status: 'submitting', failure: null };

export const initialFleetState: FleetState = { trucks: trucksAdapter.getInitialState(), status: 'idle', add: idleForm, edit: idleForm };

const fleetSlice = createSlice({
  name: 'fleet',
  initialState: initialFleetState,
  reducers: {
    fleetRequested(state) {
      state.status = 'loading';
    },
    fleetReceived(state, action: PayloadAction<CarrierTruck[]>) {
      trucksAdapter.setAll(state.trucks, action.payload);
      state.status = 'loaded';
    },
    fleetFailed(state) {
      state.status = 'failed';
    },
    truckFormsOpened(state) {
      state.add = idleForm;
      state.edit = idleForm;
    },
    trucksAddRequested(state, _action: PayloadAction<TruckRowValues[]>) {
      state.add = submitting;
    },
    trucksAdded(state) {
      state.add = idleForm;
    },
    trucksAddFailed(state, action: PayloadAction<Failure>) {
      state.add = { status: 'failed', failure: action.payload };
    },
    truckQuantityRequested(state, _action: PayloadAction<{ carrierTruckId: number; quantity: number }>) {
      state.edit = submitting;
    },
    truckRemovalRequested(state, _action: PayloadAction<number>) {
      state.edit = submitting;
    },
    truckChanged(state, action: PayloadAction<CarrierTruck[]>) {
      trucksAdapter.upsertMany(state.trucks, action.payload);
      state.edit = idleForm;
    },
    truckRemoved(state, action: PayloadAction<number>) {
      trucksAdapter.removeOne(state.trucks, action.payload);
      state.edit = idleForm;
    },
    truckChangeFailed(state, action: PayloadAction<Failure>) {
      state.edit = { status: 'failed', failure: action.payload };
    },
  },
});

export const {
  fleetRequested,
  fleetReceived,
  fleetFailed,
  truckFormsOpened,
  trucksAddRequested,
  trucksAdded,
  trucksAddFailed,
  truckQuantityRequested,
  truckRemovalRequested,
  truckChanged,
  truckRemoved,
  truckChangeFailed,
} = fleetSlice.actions;

export const fleetReducer = fleetSlice.reducer;
