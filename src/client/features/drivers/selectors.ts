import { driversAdapter, type DriversState } from './slice';

interface WithDrivers {
  drivers: DriversState;
}

export const { selectById: selectDriverById, selectEntities: selectDriverEntities } = driversAdapter.getSelectors(
  (state: WithDrivers) => state.drivers,
);
