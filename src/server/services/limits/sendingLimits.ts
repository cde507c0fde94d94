import type { AppContext } from '../../appContext';
import { throttled } from '../../http/failures';
import { sendTimesSince } from '../../repositories/carrierSends';
import { sendingLimitMessage, type LimitPeriod, type SendingKind } from '../../../shared/carrierLimits';
import { periodMs, secondsUntilRoom } from './windows';

export type Sends = Partial<Record<SendingKind, number>>;

/**
 * Refuses (429 with Retry-After) a carrier's request that would write more mail or texts than its limits per hour
 * and per day allow. Counted from the outboxes, so every API process sees the same; requests racing each other
 * may pass together by the few they are.
 */
export async function assertMaySend({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>, clientId: number, sends: Sends): Promise<void> {
  const now = clock.now();
  const { mailPerHour, mailPerDay, textsPerHour, textsPerDay } = config.carrierLimits;
  const limits: Record<SendingKind, Record<LimitPeriod, number>> = {
    mail: { hour: mailPerHour, day: mailPerDay },
    text: { hour: textsPerHour, day: textsPerDay },
  };
  for (const kind of ['mail', 'text'] as const) {
    const adding = sends[kind] ?? 0;
    if (adding === 0) continue;
    for (const period of ['hour', 'day'] as const) {
      const limit = limits[kind][period];
      const since = new Date(now.getTime() - periodMs[period]);
      const times = await sendTimesSince(db, kind, clientId, since, limit);
      const wait = secondsUntilRoom(times, adding, limit, periodMs[period], now);
      if (wait > 0) throw throttled(sendingLimitMessage(kind, limit, period), wait, { code: 'sending_limit' });
    }
  }
}
