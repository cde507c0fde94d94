import type { TicketStore } from '../../liveEvents/tickets';
import type { LinkToMainThread } from './threadLink';

/** An HTTP thread's tickets: the main thread's memory store, over the thread's link. */
export function threadTicketStore(link: LinkToMainThread): TicketStore {
  return {
    issue: (grant, now, ttlSeconds) => link.call('issueTicket', grant, now.getTime(), ttlSeconds),
    redeem: (ticket, now) => link.call('redeemTicket', ticket, now.getTime()),
  };
}
