import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { sendInspection, uploadInspectionPhoto } from '../../../../src/client/api/driverInspectionApi';
import { fetchDriverLoads, markLoadDelivered, markLoadPickedUp, undoLoadPickedUp } from '../../../../src/client/api/driverLinkApi';
import type { OutboxItem } from '../../../../src/client/features/driverOutbox/outboxItems';
import { removeFromOutbox } from '../../../../src/client/features/driverOutbox/outboxStore';
import { PHOTO_GONE_TEXT } from '../../../../src/client/features/driverOutbox/outboxText';
import { deletePhoto, readPhoto } from '../../../../src/client/features/driverOutbox/photoStore';
import { sendInTurn } from '../../../../src/client/features/driverOutbox/sagas';
import {
  driverOutboxReducer, networkChanged, outboxItemDeferred, outboxItemDiscarded, outboxItemRefused, outboxItemSent, outboxItemStopped, outboxRetryRequested,
} from '../../../../src/client/features/driverOutbox/slice';
import type { ErrorCode } from '../../../../src/shared/errorCodes';
import { useClockAt } from '../../../support/clock';
import { delayed, driving, putAndWaitFor, runningUntil } from '../../support/drive';
import { driverLoad } from '../driverLink/fixtures';
import { inspection, outboxWith, photo, pickedUp, token } from './fixtures';

const reducer = combineReducers({ driverOutbox: driverOutboxReducer });
const blob = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
const uploaded = { photoId: 7, photoKey: photo.key, width: 1600, height: 1200, bytes: 10 };
const failure = (status: number, message: string, code?: ErrorCode) =>
  new ApiError({ status, statusText: 'Failed', url: '/api/driver/x', message, code, data: { message } });
const onTheRoad = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
const sentAll = (action: { type: string }) => action.type === outboxItemSent.type;

/** Every call the line makes to the server, in order. */
function recorder() {
  const calls: string[] = [];
  const answer = <T>(name: string, value: T) => dynamic(() => {
    calls.push(name);
    return value;
  });
  return { calls, answer };
}

const kept: StaticProvider[] = [
  [matchers.call.fn(readPhoto), blob],
  [matchers.call.fn(removeFromOutbox), undefined],
  [matchers.call.fn(deletePhoto), undefined],
];

describe('the driver\'s outbox sends (issue 24)', () => {
  useClockAt('2026-11-24T14:05:00.000Z');

  it('sends oldest first, each exactly once, and forgets each (a photo\'s bytes too) once the server has it', async () => {
    const { calls, answer } = recorder();
    const { storeState } = await expectSaga(runningUntil(sendInTurn, (action: { type: string; payload?: { item?: OutboxItem } }) =>
      sentAll(action) && action.payload?.item?.kind === 'pickedUp'))
      .withReducer(reducer, outboxWith([photo, inspection, pickedUp]))
      .provide([
        ...kept,
        [matchers.call.fn(uploadInspectionPhoto), answer('photo', uploaded)],
        [matchers.call.fn(sendInspection), answer('inspection', {})],
        [matchers.call.fn(markLoadPickedUp), answer('pickedUp', onTheRoad)],
      ])
      .call(uploadInspectionPhoto, token, 4101, photo.key, blob)
      .call(deletePhoto, photo.key)
      .call(sendInspection, token, 4101, (inspection as Extract<OutboxItem, { kind: 'inspection' }>).body)
      .call(markLoadPickedUp, token, 4101, undefined)
      .put(outboxItemSent({ item: pickedUp, load: onTheRoad }))
      .run({ timeout: false });
    expect(calls).toEqual(['photo', 'inspection', 'pickedUp']);
    expect(storeState.driverOutbox).toMatchObject({ items: [], sendingKey: null, stopped: null });
  });

  it.each([
    ['no network', 0], ['a failure of the server', 500], ['a server down for a while', 503], ['too many calls', 429],
  ])('after %s the item stays first in line and is sent again, before the next', async (_what, status) => {
    const { calls, answer } = recorder();
    let tries = 0;
    const { storeState } = await expectSaga(runningUntil(sendInTurn, (action: { type: string; payload?: { item?: OutboxItem } }) =>
      sentAll(action) && action.payload?.item?.kind === 'inspection'))
      .withReducer(reducer, outboxWith([photo, inspection]))
      .provide([
        ...kept,
        [matchers.call.fn(delayed), undefined],
        [matchers.call.fn(uploadInspectionPhoto), dynamic(() => {
          tries += 1;
          calls.push(`photo ${tries}`);
          if (tries === 1) throw failure(status, 'A network error occured, please check your connection', status === 0 ? 'network' : undefined);
          return uploaded;
        })],
        [matchers.call.fn(sendInspection), answer('inspection', {})],
      ])
      .put(outboxItemDeferred())
      .run({ timeout: false });
    expect(calls).toEqual(['photo 1', 'photo 2', 'inspection']);
    expect(storeState.driverOutbox.items).toEqual([]);
  });

  it('a photo sent again answers 200 with the photo it first stored: it counts as done', async () => {
    await expectSaga(runningUntil(sendInTurn, sentAll))
      .withReducer(reducer, outboxWith([photo]))
      .provide([...kept, [matchers.call.fn(uploadInspectionPhoto), uploaded]])
      .put(outboxItemSent({ item: photo, load: null }))
      .run({ timeout: false });
  });

  it('a mark the server already has (409 \'already picked up\') counts as done, with the load as it is', async () => {
    const reply = { driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [onTheRoad] };
    const { storeState } = await expectSaga(runningUntil(sendInTurn, sentAll))
      .withReducer(reducer, outboxWith([pickedUp]))
      .provide([
        ...kept,
        [matchers.call.fn(markLoadPickedUp), throwError(failure(409, 'Load 4101 is already picked up.', 'conflict'))],
        [matchers.call(fetchDriverLoads, token), reply],
      ])
      .put(outboxItemSent({ item: pickedUp, load: onTheRoad }))
      .run({ timeout: false });
    expect(storeState.driverOutbox.items).toEqual([]);
  });

  it('a 400 stops the line with the server\'s words; Discard drops that item and the rest are sent', async () => {
    const message = 'Validation failed';
    const { calls, answer } = recorder();
    const { storeState } = await expectSaga(driving(sendInTurn, function* () {
      yield* putAndWaitFor({ type: 'test/start' }, outboxItemStopped.type);
      yield* putAndWaitFor(outboxItemDiscarded({ item: inspection }), outboxItemSent.type);
    }))
      .withReducer(reducer, outboxWith([inspection, pickedUp]))
      .provide([
        ...kept,
        [matchers.call.fn(sendInspection), dynamic(() => {
          calls.push('inspection');
          throw failure(400, message, 'validation_failed');
        })],
        [matchers.call.fn(markLoadPickedUp), answer('pickedUp', onTheRoad)],
      ])
      .put(outboxItemStopped({ item: inspection, failure: { code: 'validation_failed', serverMessage: message, fieldErrors: {} } }))
      .run({ timeout: false });
    expect(calls).toEqual(['inspection', 'pickedUp']);
    expect(storeState.driverOutbox).toMatchObject({ items: [], stopped: null });
  });

  it('a 409 inspection_required stops the line until the driver tries again', async () => {
    let tries = 0;
    await expectSaga(driving(sendInTurn, function* () {
      yield* putAndWaitFor({ type: 'test/start' }, outboxItemStopped.type);
      yield* putAndWaitFor(outboxRetryRequested({ item: pickedUp }), outboxItemSent.type);
    }))
      .withReducer(reducer, outboxWith([pickedUp]))
      .provide([
        ...kept,
        [matchers.call.fn(markLoadPickedUp), dynamic(() => {
          tries += 1;
          if (tries === 1) throw failure(409, 'Sign the pick-up inspection before Picked Up.', 'inspection_required');
          return onTheRoad;
        })],
      ])
      .put.like({ action: { type: outboxItemStopped.type, payload: { failure: { code: 'inspection_required' } } } })
      .put(outboxItemSent({ item: pickedUp, load: onTheRoad }))
      .run({ timeout: false });
    expect(tries).toBe(2);
  });

  it('Delivered before Picked Up (409) is not mistaken for done: it stops the line', async () => {
    const delivered: OutboxItem = { kind: 'delivered', key: 'mark-delivered-000000001', loadId: 4101, receivedBy: 'Sam Lot', deliveredAt: '2026-11-24T14:05:00.000Z' };
    const reply = { driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [driverLoad()] };
    await expectSaga(runningUntil(sendInTurn, outboxItemStopped.type))
      .withReducer(reducer, outboxWith([delivered]))
      .provide([
        ...kept,
        [matchers.call.fn(markLoadDelivered), throwError(failure(409, 'Mark the load Picked Up before marking it Delivered.', 'conflict'))],
        [matchers.call(fetchDriverLoads, token), reply],
      ])
      .not.put.actionType(outboxItemSent.type)
      .run({ timeout: false });
  });

  it('an undo past its minutes is refused and taken out; the line goes on', async () => {
    const undo: OutboxItem = { kind: 'pickUpUndone', key: 'mark-undo-00000000000001', loadId: 4101 };
    const { storeState } = await expectSaga(runningUntil(sendInTurn, outboxItemRefused.type))
      .withReducer(reducer, outboxWith([undo]))
      .provide([...kept, [matchers.call.fn(undoLoadPickedUp), throwError(failure(409, 'A pick-up can be undone only within 5 minutes.', 'undo_expired'))]])
      .call(removeFromOutbox, undo.key)
      .run({ timeout: false });
    expect(storeState.driverOutbox).toMatchObject({ items: [], stopped: null });
  });

  it('a photo whose bytes are no longer on the phone stops the line and says so', async () => {
    await expectSaga(runningUntil(sendInTurn, outboxItemStopped.type))
      .withReducer(reducer, outboxWith([photo]))
      .provide([[matchers.call.fn(readPhoto), null]])
      .put(outboxItemStopped({ item: photo, failure: { code: 'not_found', serverMessage: PHOTO_GONE_TEXT, fieldErrors: {} } }))
      .not.call.fn(uploadInspectionPhoto)
      .run({ timeout: false });
  });

  it('without a network nothing is sent; when the browser is back online the line resumes', async () => {
    const { calls, answer } = recorder();
    await expectSaga(driving(sendInTurn, function* () {
      yield* putAndWaitFor(networkChanged({ online: true }), outboxItemSent.type);
    }))
      .withReducer(reducer, outboxWith([photo], { online: false }))
      .provide([...kept, [matchers.call.fn(uploadInspectionPhoto), answer('photo', uploaded)]])
      .run({ timeout: false });
    expect(calls).toEqual(['photo']);
  });

  it('a mark that waited on the phone sends the time it was tapped; one sent at once goes by the server\'s clock', async () => {
    const waited = { ...pickedUp, pickedUpAt: '2026-11-24T09:30:00.000Z' } as OutboxItem;
    await expectSaga(runningUntil(sendInTurn, sentAll))
      .withReducer(reducer, outboxWith([waited]))
      .provide([...kept, [matchers.call.fn(markLoadPickedUp), onTheRoad]])
      .call(markLoadPickedUp, token, 4101, '2026-11-24T09:30:00.000Z')
      .run({ timeout: false });
  });
});
