import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { outboxItemsQueued } from '../../../../src/client/features/driverOutbox/outboxItems';
import { draftKey, type InspectionDraft } from '../../../../src/client/features/inspection/draft';
import { newOutboxKey } from '../../../../src/client/features/driverOutbox/outboxKey';
import { currentLocation } from '../../../../src/client/features/inspection/phoneLocation';
import { askLocation, signInspection } from '../../../../src/client/features/inspection/sagas';
import { inspectionQueued, inspectionReducer, locationReceived, locationRefused } from '../../../../src/client/features/inspection/slice';
import { useClockAt } from '../../../support/clock';
import { SIGNATURE, readyDraft } from './drafts';

const reducer = combineReducers({ inspection: inspectionReducer });
const stateWith = (draft: InspectionDraft) => ({ inspection: { drafts: { [draftKey(draft.loadId, draft.stage)]: draft }, open: { loadId: draft.loadId, stage: draft.stage } } });
const KEYS = ['inspectionkey0000000000000000001', 'markkey000000000000000000000000002'];
const photo = (n: number) => `photo${String(n).padStart(14, '0')}`;

function sign(draft: InspectionDraft) {
  let made = 0;
  return expectSaga(signInspection)
    .withReducer(reducer, stateWith(draft))
    .provide({ call: (effect, next) => (effect.fn === newOutboxKey ? KEYS[made++] : next()) });
}

describe('signing queues the inspection in the driver\'s outbox (issue 24)', () => {
  useClockAt('2026-11-24T14:05:00.000Z');

  it('signing queues the photos in order, then the inspection naming them, then the pick-up mark last', async () => {
    const draft = readyDraft('standard', 'pickup');
    draft.vehicles[0]!.photos = [{ photoKey: photo(1), angle: 'front' }, { photoKey: photo(2), angle: 'closeUp' }];
    draft.vehicles[0]!.damages = [{ view: 'top', x: 0.5, y: 0.5, code: 'S', area: '', type: '', severity: '', note: '', photoKeys: [photo(3)] }];
    const { effects, storeState } = await sign(draft).put(inspectionQueued({ loadId: 4101, stage: 'pickup' })).run();
    const items = effects.put!.map((effect) => effect.payload.action).find(outboxItemsQueued.match)!.payload;
    expect(items.map((item) => [item.kind, item.key])).toEqual([
      ['photo', photo(1)], ['photo', photo(2)], ['photo', photo(3)], ['inspection', KEYS[0]], ['pickedUp', KEYS[1]],
    ]);
    expect(items[4]).toEqual({ kind: 'pickedUp', key: KEYS[1], loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' });
    const inspection = items[3]!;
    expect(inspection.kind === 'inspection' && inspection.body).toMatchObject({
      idempotencyKey: KEYS[0], stage: 'pickup', inspectedAt: '2026-11-24T14:05:00.000Z', subjectToInspection: false,
      vehicles: [{ position: 1, vin: '1M8GDM9AXKP042788', odometer: 12345 }],
      customer: { name: 'Ana Ruiz', email: null, signature: SIGNATURE, notAvailableReason: null },
      driverSignature: SIGNATURE,
    });
    expect(storeState.inspection).toEqual({ drafts: {}, open: null });
  });

  it('a correction of the pick-up inspection queues its photos and the inspection alone: the load keeps its mark', async () => {
    const draft = readyDraft('standard', 'pickup', { correction: true });
    draft.vehicles[0]!.photos = [{ photoKey: photo(1), angle: 'front' }];
    const { effects } = await sign(draft).put(inspectionQueued({ loadId: 4101, stage: 'pickup' })).run();
    const items = effects.put!.map((effect) => effect.payload.action).find(outboxItemsQueued.match)!.payload;
    expect(items.map((item) => item.kind)).toEqual(['photo', 'inspection']);
  });

  it('signing at delivery marks the load delivered, received by the receiver named', async () => {
    const { effects } = await sign(readyDraft('standard', 'delivery', { customerName: ' Sam Lot ', subjectToInspection: true })).run();
    const items = effects.put!.map((effect) => effect.payload.action).find(outboxItemsQueued.match)!.payload;
    expect(items.at(-1)).toEqual({ kind: 'delivered', key: KEYS[1], loadId: 4101, receivedBy: 'Sam Lot', deliveredAt: '2026-11-24T14:05:00.000Z' });
    expect(items[0]!.kind === 'inspection' && items[0]!.body.subjectToInspection).toBe(true);
  });

  it('Customer Not Available: the reason stands for the signature and for who received the load', async () => {
    const draft = readyDraft('standard', 'delivery', { customerName: '', customerSignature: null, notAvailable: true, reason: 'Night drop' });
    const { effects } = await sign(draft).run();
    const items = effects.put!.map((effect) => effect.payload.action).find(outboxItemsQueued.match)!.payload;
    expect(items[0]!.kind === 'inspection' && items[0]!.body.customer).toEqual({ name: '', email: null, signature: null, notAvailableReason: 'Night drop' });
    expect(items[1]).toMatchObject({ kind: 'delivered', receivedBy: 'Customer not available: Night drop' });
  });

  it('an inspection with something missing is not queued', async () => {
    const { storeState } = await sign(readyDraft('standard', 'pickup', { driverSignature: null })).not.put.like({ action: { type: outboxItemsQueued.type } }).run();
    expect(Object.keys(storeState.inspection.drafts)).toHaveLength(1);
  });
});

describe('the advanced inspection\'s location', () => {
  const location = { latitude: 32.7, longitude: -96.8, accuracyMeters: 12 };

  it('the phone\'s location is recorded on the draft', async () => {
    const { storeState } = await expectSaga(askLocation)
      .withReducer(reducer, stateWith(readyDraft('advanced')))
      .provide([[matchers.call.fn(currentLocation), location]])
      .put(locationReceived(location))
      .run();
    expect(storeState.inspection.drafts[draftKey(4101, 'pickup')]).toMatchObject({ location, locationStatus: 'given' });
  });

  it('a refusal is kept, so the page says the location is needed', async () => {
    const { storeState } = await expectSaga(askLocation)
      .withReducer(reducer, stateWith(readyDraft('advanced')))
      .provide([[matchers.call.fn(currentLocation), throwError(new Error('User denied Geolocation'))]])
      .put(locationRefused())
      .run();
    expect(storeState.inspection.drafts[draftKey(4101, 'pickup')]).toMatchObject({ location: null, locationStatus: 'refused' });
  });
});
