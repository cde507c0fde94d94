import { createSelector } from '@reduxjs/toolkit';
import type { LoadShareState } from './slice';
import { publicLoadProblem } from './loadShareText';

type WithLoadShare = { loadShare: LoadShareState };

const selectLoadShare = (state: WithLoadShare) => state.loadShare;

export const selectPublicLoadPage = createSelector(
  [selectLoadShare],
  ({ load, status, failure }) => ({ load, status, problem: status === 'failed' ? publicLoadProblem(failure) : null, gone: failure?.code === 'no_longer_available' }),
);

/** Share's state for one load: whether it is on its way, and why it failed. */
export const selectLoadSharing = (state: WithLoadShare, loadId: number) => {
  const { sharing } = selectLoadShare(state);
  return sharing.loadId === loadId ? sharing : null;
};
