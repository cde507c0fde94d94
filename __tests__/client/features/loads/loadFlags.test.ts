import {
  cardDates,
  dateDisplayState,
  isDeliveryOverdue,
  isDeliverySoon,
  isPickupOverdue,
  isPickupSoon,
  timingAlerts,
} from '../../../../src/client/features/loads/loadFlags';
import { inTimeZone } from '../../../support/timeZone';
import { aLoad } from '../../support/loads';

const now = '2026-06-15T12:00:00';

describe('derived flags (loads spec 4)', () => {
  it('pickup overdue = PendingPickup and now is after the end of the scheduled pickup day', () => {
    const yesterday = aLoad({ orderStatus: 'PendingPickup', scheduledPickup: '2026-06-14T23:30:00' });
    expect(isPickupOverdue(yesterday, now)).toBe(true);
    expect(isPickupOverdue({ ...yesterday, scheduledPickup: '2026-06-15T08:00:00' }, now)).toBe(false);
    expect(isPickupOverdue({ ...yesterday, orderStatus: 'InRoute' }, now)).toBe(false);
    expect(isPickupOverdue({ ...yesterday, scheduledPickup: null }, now)).toBe(false);
  });

  it('delivery overdue = not Delivered and now is after the end of the scheduled delivery day', () => {
    const late = aLoad({ orderStatus: 'InRoute', scheduledDelivery: '2026-06-14T10:00:00' });
    expect(isDeliveryOverdue(late, now)).toBe(true);
    expect(isDeliveryOverdue({ ...late, orderStatus: 'PendingPickup' }, now)).toBe(true);
    expect(isDeliveryOverdue({ ...late, orderStatus: 'Delivered' }, now)).toBe(false);
    expect(isDeliveryOverdue({ ...late, scheduledDelivery: '2026-06-15T09:00:00' }, now)).toBe(false);
  });

  it('pickup soon = PendingPickup and now is within 1 day before the scheduled pickup', () => {
    const claimed = aLoad({ orderStatus: 'PendingPickup', scheduledPickup: '2026-06-16T11:00:00' });
    expect(isPickupSoon(claimed, now)).toBe(true);
    expect(isPickupSoon({ ...claimed, scheduledPickup: '2026-06-16T13:00:00' }, now)).toBe(false);
    expect(isPickupSoon({ ...claimed, scheduledPickup: '2026-06-15T08:00:00' }, now)).toBe(true);
    expect(isPickupSoon({ ...claimed, orderStatus: 'Available' }, now)).toBe(false);
  });

  it('delivery soon = InRoute and now is within 1 day before the scheduled delivery', () => {
    const rolling = aLoad({ orderStatus: 'InRoute', scheduledDelivery: '2026-06-16T09:00:00' });
    expect(isDeliverySoon(rolling, now)).toBe(true);
    expect(isDeliverySoon({ ...rolling, orderStatus: 'PendingPickup' }, now)).toBe(false);
    expect(isDeliverySoon({ ...rolling, scheduledDelivery: '2026-06-17T09:00:00' }, now)).toBe(false);
  });

  it('timing alerts appear only for loads with scheduled times', () => {
    const unscheduled = aLoad({ orderStatus: 'PendingPickup', earliestPickup: '2026-06-01', latestDelivery: '2026-06-02' });
    expect(timingAlerts(unscheduled, now)).toEqual([]);
    const missed = aLoad({
      orderStatus: 'PendingPickup',
      scheduledPickup: '2026-06-13T09:00:00',
      scheduledDelivery: '2026-06-14T09:00:00',
    });
    expect(timingAlerts(missed, now)).toEqual(['pick up missed', 'delivery missed']);
    const due = aLoad({ orderStatus: 'InRoute', scheduledPickup: '2026-06-13T09:00:00', scheduledDelivery: '2026-06-16T09:00:00' });
    expect(timingAlerts(due, now)).toEqual(['1 day to deliver']);
  });

  it('a date is missing, flagged late (before passed), passed once its day is over, or upcoming', () => {
    expect(dateDisplayState(null, true, now)).toBe('missing');
    expect(dateDisplayState('2026-06-20', true, now)).toBe('late');
    expect(dateDisplayState('2026-06-14', false, now)).toBe('passed');
    expect(dateDisplayState('2026-06-15', false, now)).toBe('upcoming');
  });

  it('a card shows the actual, else the scheduled, else the first day of the window', () => {
    expect(cardDates(aLoad())).toEqual({ pickup: '2026-06-16', delivery: '2026-06-19' });
    const scheduled = aLoad({ scheduledPickup: '2026-06-17T14:00:00Z', scheduledDelivery: '2026-06-20T14:00:00Z' });
    expect(cardDates(scheduled)).toEqual({ pickup: '2026-06-17', delivery: '2026-06-20' });
    expect(cardDates({ ...scheduled, actualPickup: '2026-06-18T14:00:00Z' }).pickup).toBe('2026-06-18');
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland'])("a card shows a time's day at its place, whoever looks (viewer in %s)", (viewerZone) => {
    // 04:30 UTC on 6/18 is still the evening of 6/17 in Dallas, and already 6/18 in Atlanta.
    const late = aLoad({ scheduledPickup: '2026-06-18T04:30:00Z', scheduledDelivery: '2026-06-18T04:30:00Z' });
    expect(inTimeZone(viewerZone, () => cardDates(late))).toEqual({ pickup: '2026-06-17', delivery: '2026-06-18' });
  });
});
