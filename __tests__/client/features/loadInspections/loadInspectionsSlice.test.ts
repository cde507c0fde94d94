import {
  initialLoadInspectionsState,
  loadInspectionsFailed,
  loadInspectionsReceived,
  loadInspectionsReducer,
  loadInspectionsRequested,
} from '../../../../src/client/features/loadInspections/slice';
import { makeSelectInspectionsByStage } from '../../../../src/client/features/loadInspections/selectors';
import { aDelivery, anInspection, aReply } from './inspectionFixtures';

const received = (records = [anInspection(), aDelivery()], receivedAtMs = 1000) =>
  loadInspectionsReducer(initialLoadInspectionsState, loadInspectionsReceived({ loadId: 4711, reply: aReply(records, 'advanced'), receivedAtMs }));

describe('the inspections slice (issue 24)', () => {
  it('an answer is stored once by inspection id, with the ids of each load in the order answered', () => {
    const state = received();
    expect(state.ids).toEqual([501, 502]);
    expect(state.entities[502]?.stage).toBe('delivery');
    expect(state.byLoadId[4711]).toEqual({ ids: [501, 502], kind: 'advanced', status: 'loaded', failure: null, receivedAtMs: 1000 });
  });

  it('a fresh answer replaces the load\'s records: one no longer answered is dropped', () => {
    const again = loadInspectionsReducer(received(), loadInspectionsReceived({ loadId: 4711, reply: aReply([anInspection()]), receivedAtMs: 2000 }));
    expect(again.ids).toEqual([501]);
    expect(again.byLoadId[4711].ids).toEqual([501]);
  });

  it('reading again keeps what is shown until the answer comes', () => {
    const reading = loadInspectionsReducer(received(), loadInspectionsRequested(4711));
    expect(reading.byLoadId[4711]).toMatchObject({ status: 'loading', ids: [501, 502], receivedAtMs: 1000 });
  });

  it('a failed read keeps the failure code and what was shown', () => {
    const failure = { code: 'network' as const, serverMessage: null, fieldErrors: {} };
    const failed = loadInspectionsReducer(received(), loadInspectionsFailed({ loadId: 4711, failure }));
    expect(failed.byLoadId[4711]).toMatchObject({ status: 'failed', failure, ids: [501, 502] });
  });

  it('a correction is shown as the current version, the versions it corrected kept newest first', () => {
    const first = anInspection({ inspectionId: 501, version: 1, isCurrent: false });
    const second = anInspection({ inspectionId: 503, version: 2, isCurrent: false });
    const third = anInspection({ inspectionId: 504, version: 3, isCurrent: true });
    const state = received([first, second, third]);
    const byStage = makeSelectInspectionsByStage()({ loadInspections: state }, 4711);
    expect(byStage.pickup.current?.inspectionId).toBe(504);
    expect(byStage.pickup.earlier.map((record) => record.version)).toEqual([2, 1]);
    expect(byStage.delivery).toEqual({ current: null, earlier: [] });
  });
});
