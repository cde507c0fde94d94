/**
 * One outbox item on its way to the server, and what its answer means for the line (issue 24): sent, to send again
 * later, to stop on until the driver acts, or refused for good.
 */
import { call } from 'redux-saga/effects';
import type { DriverLoadRecord, DriverLoadsReply } from '../../../shared/driverLink';
import { isApiError } from '../../api/ApiError';
import { sendInspection, uploadInspectionPhoto } from '../../api/driverInspectionApi';
import { fetchDriverLoads, markLoadDelivered, markLoadPickedUp, undoLoadPickedUp } from '../../api/driverLinkApi';
import { failureOf, type Failure } from '../../api/failure';
import { nowMs } from '../../app/clock';
import type { OutboxItem } from './outboxItems';
import { PHOTO_GONE_TEXT } from './outboxText';
import { readPhoto } from './photoStore';

export type SendOutcome =
  | { result: 'sent'; load: DriverLoadRecord | null }
  | { result: 'later' }
  | { result: 'stopped'; failure: Failure }
  | { result: 'refused'; failure: Failure };

type Mark = Extract<OutboxItem, { kind: 'pickedUp' | 'delivered' | 'pickUpUndone' }>;

/** A phone's clock runs a little ahead of the server's, which refuses a time in the future: a mark sent at once goes by the server's time. */
const WAITED_MS = 60_000;
export const timeIfWaited = (at: string): string | undefined => (nowMs() - Date.parse(at) > WAITED_MS ? at : undefined);

/** The order status a mark leaves the load in, or goes beyond: a 409 that finds the load there means it was done. */
const markDone: Record<Mark['kind'], readonly DriverLoadRecord['orderStatus'][]> = {
  pickedUp: ['InRoute', 'Delivered'], delivered: ['Delivered'], pickUpUndone: ['PendingPickup'],
};

const isMark = (item: OutboxItem): item is Mark => item.kind in markDone;

/** No answer, or the server cannot take it now (a failure of its own, too many calls, down for a while). */
const isPassing = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

function* sendOne(token: string, item: OutboxItem) {
  switch (item.kind) {
    case 'photo': {
      const photo: Blob | null = yield call(readPhoto, item.key);
      if (!photo) return { result: 'stopped', failure: { code: 'not_found', serverMessage: PHOTO_GONE_TEXT, fieldErrors: {} } } as const;
      yield call(uploadInspectionPhoto, token, item.loadId, item.key, photo);
      return null;
    }
    case 'inspection':
      yield call(sendInspection, token, item.loadId, item.body);
      return null;
    case 'pickedUp':
      return (yield call(markLoadPickedUp, token, item.loadId, timeIfWaited(item.pickedUpAt))) as DriverLoadRecord;
    case 'delivered':
      return (yield call(markLoadDelivered, token, item.loadId, item.receivedBy, timeIfWaited(item.deliveredAt))) as DriverLoadRecord;
    case 'pickUpUndone':
      return (yield call(undoLoadPickedUp, token, item.loadId)) as DriverLoadRecord;
  }
}

/** 'Load 4101 is already picked up.' (a tap sent twice, from two phones, or before a reload): the loads say whether it is done. */
function* alreadyDone(token: string, mark: Mark) {
  try {
    const reply: DriverLoadsReply = yield call(fetchDriverLoads, token);
    const load = reply.records.find((record) => record.id === mark.loadId);
    return load && markDone[mark.kind].includes(load.orderStatus) ? load : null;
  } catch {
    return undefined;
  }
}

export function* sendOutboxItem(token: string, item: OutboxItem) {
  try {
    const answer: DriverLoadRecord | null | { result: 'stopped'; failure: Failure } = yield* sendOne(token, item);
    if (answer && 'result' in answer) return answer;
    return { result: 'sent', load: answer } as SendOutcome;
  } catch (error) {
    if (!isApiError(error)) return { result: 'stopped', failure: failureOf(error) } as SendOutcome;
    if (isPassing(error.status)) return { result: 'later' } as SendOutcome;
    // An undo past its minutes can never go through, and nothing is lost by dropping it: the pick-up stands.
    if (error.code === 'undo_expired') return { result: 'refused', failure: failureOf(error) } as SendOutcome;
    if (isMark(item) && error.status === 409 && error.code === 'conflict') {
      const load: DriverLoadRecord | null | undefined = yield* alreadyDone(token, item);
      if (load === undefined) return { result: 'later' } as SendOutcome;
      if (load) return { result: 'sent', load } as SendOutcome;
    }
    return { result: 'stopped', failure: failureOf(error) } as SendOutcome;
  }
}
