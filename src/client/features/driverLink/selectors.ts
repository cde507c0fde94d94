import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { driverPageFailureText } from './driverLinkText';
import { driverLoadsAdapter } from './slice';

const selectDriverLink = (state: RootState) => state.driverLink;

export const selectDriverLinkToken = (state: RootState) => selectDriverLink(state).token;
export const selectDriverPage = createSelector(
  [selectDriverLink],
  ({ status, failure, driverName, carrierName, done }) => ({
    status, problem: driverPageFailureText(status, failure), driverName, carrierName, done,
  }),
);

export const { selectEntities: selectDriverLoadEntities } = driverLoadsAdapter.getSelectors((state: RootState) => state.driverLink.loads);

export const selectDriverLoads = createSelector(
  [selectDriverLoadEntities, (state: RootState) => selectDriverLink(state).ids],
  (entities, ids) => ids.flatMap((id) => entities[id] ?? []),
);

export const selectMarkOf = (state: RootState, loadId: number) => selectDriverLink(state).marks[loadId] ?? null;

export const selectDriverLinkSending = (state: RootState) => selectDriverLink(state).sending;
