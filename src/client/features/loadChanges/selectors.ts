import { createSelector } from '@reduxjs/toolkit';
import type { LoadChange, LoadChangeKind, LoadChangesState } from './slice';
import type { LoadSubmission } from '../schedule/ScheduleForm';
import { loadChangeFailureText } from './loadChangesText';

interface WithLoadChanges {
  loadChanges: LoadChangesState;
}

const untouched: LoadChange = { status: 'idle', failure: null };

/** The last submit of one kind of change to one load; a load without one is idle. */
export const selectLoadChange = (state: WithLoadChanges, loadId: number, kind: LoadChangeKind): LoadChange =>
  state.loadChanges.byLoadId[loadId]?.[kind] ?? untouched;

export function selectLoadSubmission(state: WithLoadChanges, loadId: number, kind: LoadChangeKind): LoadSubmission {
  const { status, failure } = selectLoadChange(state, loadId, kind);
  return { status: status === 'done' ? 'idle' : status, failure, failureText: failure && loadChangeFailureText(failure) };
}

interface CancelReasonGroup {
  key: string;
  groupTitle: string;
  reasons: { code: string; label: string }[];
}

export const selectCancelReasonGroups = createSelector(
  [(state: WithLoadChanges) => state.loadChanges.cancelReasons.groups],
  (groups): CancelReasonGroup[] =>
    Object.entries(groups ?? {}).map(([key, { groupTitle, groupList }]) => ({
      key,
      groupTitle,
      reasons: Object.entries(groupList).map(([code, label]) => ({ code, label })),
    })),
);

export const selectCancelReasonsStatus = (state: WithLoadChanges) => state.loadChanges.cancelReasons.status;
