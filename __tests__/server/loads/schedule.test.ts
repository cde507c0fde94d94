import { checkSchedule } from '../../../src/server/services/claims/schedule';

/** "Today" in the pick-up rule is the sender's today (loads spec 5: pick-up minimum is the later of today and earliestPickup). */
describe('the pick-up day', () => {
  // 03:00 UTC on 11/24 is still the evening of 11/23 in New York.
  const now = new Date('2026-11-24T03:00:00Z');
  const load = { earliestPickup: '2026-11-20', latestPickup: '2026-11-27', latestDelivery: '2026-11-30' };

  test("today is the sender's today, at the offset the times are written with", () => {
    const fromNewYork = checkSchedule({ scheduledPickup: '2026-11-23T21:00:00-05:00', scheduledDelivery: '2026-11-25T12:00:00-05:00' }, load, now);
    expect(fromNewYork).toEqual({
      schedule: { scheduledPickup: '2026-11-24T02:00:00.000Z', scheduledDelivery: '2026-11-25T17:00:00.000Z' }, errors: [],
    });
    const fromUtc = checkSchedule({ scheduledPickup: '2026-11-23T21:00:00Z', scheduledDelivery: '2026-11-25T12:00:00Z' }, load, now);
    expect(fromUtc.errors).toEqual([{ field: 'scheduledPickup', message: 'Pick-up must be between 11/24/2026 and 11/27/2026.' }]);
  });

  test('a time without an offset is read as UTC', () => {
    const { schedule } = checkSchedule({ scheduledPickup: '2026-11-25T08:00:00', scheduledDelivery: '2026-11-26T08:00' }, load, now);
    expect(schedule).toEqual({ scheduledPickup: '2026-11-25T08:00:00.000Z', scheduledDelivery: '2026-11-26T08:00:00.000Z' });
  });

  test('a load without a window is bounded only by today and the date picker', () => {
    const open = { earliestPickup: null, latestPickup: null, latestDelivery: null };
    expect(checkSchedule({ scheduledPickup: '9998-12-31T12:00:00Z', scheduledDelivery: '9998-12-31T13:00:00Z' }, open, now).errors).toEqual([]);
    expect(checkSchedule({ scheduledPickup: '2026-11-23T12:00:00Z', scheduledDelivery: '2026-11-30T12:00:00Z' }, open, now).errors)
      .toEqual([{ field: 'scheduledPickup', message: 'Pick-up must be between 11/24/2026 and 12/31/9998.' }]);
  });
});
