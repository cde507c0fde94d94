import { createAction } from '@reduxjs/toolkit';
import type { InspectionBody } from '../../../shared/contracts/inspection';

/*
 * What the driver's phone sends, kept on the phone until it is sent (issue 24): a driver at an auction or a port with
 * no signal signs an inspection and marks the load, and the outbox sends each item, in order and exactly once, when
 * the network returns. Each item's key is its idempotency key on the server.
 */

export type OutboxItem =
  /** A photo's bytes wait in the photo store (photoStore.ts) under the same key. */
  | { kind: 'photo'; key: string; loadId: number }
  | { kind: 'inspection'; key: string; loadId: number; body: InspectionBody }
  | { kind: 'pickedUp'; key: string; loadId: number; pickedUpAt: string }
  | { kind: 'delivered'; key: string; loadId: number; receivedBy: string; deliveredAt: string }
  /** Takes back a Picked Up mark (issue 22); sent in its turn, after the mark it takes back. */
  | { kind: 'pickUpUndone'; key: string; loadId: number };

/** Items to send after every item already waiting, in the order given (photos before the inspection naming them). */
export const outboxItemsQueued = createAction<OutboxItem[]>('driverOutbox/itemsQueued');
