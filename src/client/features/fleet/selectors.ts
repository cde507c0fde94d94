import { createSelector } from '@reduxjs/toolkit';
import type { CarrierTruck } from '../../../shared/driversAndFleet';
import { trucksAdapter, type FleetState } from './slice';

interface WithFleet {
  fleet: FleetState;
}

export const { selectAll: selectAllTrucks, selectById: selectTruckById } = trucksAdapter.getSelectors((state: WithFleet) => state.fleet.trucks);

export const selectFleetStatus = (state: WithFleet) => state.fleet.status;
export const selectAddTruckForm = (state: WithFleet) => state.fleet.add;
export const selectEditTruckForm = (state: WithFleet) => state.fleet.edit;

/** Spec 2.9: the header's total is the sum of every row's quantity. */
export const selectTotalTrucks = createSelector([selectAllTrucks], (trucks: CarrierTruck[]) =>
  trucks.reduce((total, truck) => total + truck.quantity, 0));
