import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { stoppedText } from './outboxText';

const selectDriverOutbox = (state: RootState) => state.driverOutbox;

/** The item to send next, and whether it may go now. */
export const selectNextToSend = createSelector([selectDriverOutbox], ({ token, items, online, stopped }) => ({
  token, item: items[0] ?? null, online, stopped: stopped !== null,
}));

/** What the driver page says about the outbox: how many wait, one on its way, no network, or the item the driver must act on. */
export const selectOutboxStatus = createSelector([selectDriverOutbox], ({ items, sendingKey, online, stopped }) => {
  const stoppedItem = stopped ? items.find((item) => item.key === stopped.key) ?? null : null;
  return {
    waiting: items.length,
    sending: sendingKey !== null,
    online,
    stopped: stoppedItem && stopped ? { item: stoppedItem, text: stoppedText(stoppedItem, stopped.failure) } : null,
  };
});
