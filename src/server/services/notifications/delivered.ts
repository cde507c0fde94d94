import type { Delivered } from './deliver';

/** Adds up what several notices sent, for a job's answer. */
export function addDelivered(total: Delivered, more: Delivered): Delivered {
  return { mails: total.mails + more.mails, texts: total.texts + more.texts };
}
