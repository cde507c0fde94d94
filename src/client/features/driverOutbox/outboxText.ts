/** The outbox's words on the driver page (issue 24: 'N waiting to send'). */
import { failureWords, type Failure } from '../../api/failure';
import type { OutboxItem } from './outboxItems';

export const waitingText = (count: number) => `${count} waiting to send`;
export const SENDING_TEXT = 'Sending…';
export const OFFLINE_TEXT = 'No network: kept on this phone';
export const RETRY_BUTTON = 'Try again';
export const DISCARD_BUTTON = 'Discard';
export const PHOTO_GONE_TEXT = 'This photo is no longer on this phone. Discard it and take it again.';

export function outboxItemLabel(item: OutboxItem): string {
  switch (item.kind) {
    case 'photo': return `A photo for Load ${item.loadId}`;
    case 'inspection': return `The ${item.body.stage === 'pickup' ? 'pick-up' : 'delivery'} inspection of Load ${item.loadId}`;
    case 'pickedUp': return `Picked Up for Load ${item.loadId}`;
    case 'delivered': return `Delivered for Load ${item.loadId}`;
    case 'pickUpUndone': return `Undo of the pick-up of Load ${item.loadId}`;
  }
}

/** Why the line stopped: the item, then the server's words (or the network's). */
export const stoppedText = (item: OutboxItem, failure: Failure) => `${outboxItemLabel(item)} was not sent: ${failureWords(failure)}`;
