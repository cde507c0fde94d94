import { checkSchedule } from '../../../src/server/services/claims/schedule';

/** "Today" in the pick-up rule is today at the pick-up's place (loads spec 5: pick-up minimum is the later of today and earliestPickup). */
describe('the pick-up day', () => {
  // 03:00 UTC on 11/24 is still the evening of 11/23 in New York, and already 11/24 in Europe.
  const now = new Date('2026-11-24T03:00:00Z');
  const newYork = { originTimeZone: 'America/New_York', destinationTimeZone: 'America/New_York' };
  const load = { earliestPickup: '2026-11-20', latestPickup: '2026-11-27', latestDelivery: '2026-11-30', ...newYork };

  test("today is today at the pick-up's place, whatever offset the times are written with", () => {
    const fromNewYork = checkSchedule({ scheduledPickup: '2026-11-23T21:00:00-05:00', scheduledDelivery: '2026-11-25T12:00:00-05:00' }, load, now);
    expect(fromNewYork).toEqual({
      schedule: { scheduledPickup: '2026-11-24T02:00:00.000Z', scheduledDelivery: '2026-11-25T17:00:00.000Z' }, errors: [],
    });
    const fromUtc = checkSchedule({ scheduledPickup: '2026-11-24T02:00:00Z', scheduledDelivery: '2026-11-25T17:00:00Z' }, load, now);
    expect(fromUtc).toEqual(fromNewYork);
    // 18:00 on 11/23 in New York is today there, and 23:00 of yesterday in London.
    const evening = { scheduledPickup: '2026-11-23T18:00:00-05:00', scheduledDelivery: '2026-11-25T12:00:00-05:00' };
    expect(checkSchedule(evening, load, now).errors).toEqual([]);
    expect(checkSchedule(evening, { ...load, originTimeZone: 'Europe/London' }, now).errors)
      .toEqual([{ field: 'scheduledPickup', message: 'Pick-up must be between 11/24/2026 and 11/27/2026.' }]);
  });

  test("a time without an offset is the place's local time", () => {
    const ohioToCalifornia = { ...load, destinationTimeZone: 'America/Los_Angeles' };
    const { schedule } = checkSchedule({ scheduledPickup: '2026-11-25T09:00:00', scheduledDelivery: '2026-11-26T08:00' }, ohioToCalifornia, now);
    expect(schedule).toEqual({ scheduledPickup: '2026-11-25T14:00:00.000Z', scheduledDelivery: '2026-11-26T16:00:00.000Z' });
  });

  test("a drop-off is judged on the destination's calendar", () => {
    // 11/30 at 23:00 in Los Angeles is already 12/1 in New York: inside the window only on the destination's clock.
    const toCalifornia = { ...load, destinationTimeZone: 'America/Los_Angeles' };
    const late = { scheduledPickup: '2026-11-25T09:00:00-05:00', scheduledDelivery: '2026-12-01T02:00:00-05:00' };
    expect(checkSchedule(late, toCalifornia, now).errors).toEqual([]);
    expect(checkSchedule(late, load, now).errors).toEqual([{ field: 'scheduledDelivery', message: 'Drop-off must be between 11/25/2026 and 11/30/2026.' }]);
  });

  test('a load without a window is bounded only by today and the date picker', () => {
    const open = { earliestPickup: null, latestPickup: null, latestDelivery: null, ...newYork };
    expect(checkSchedule({ scheduledPickup: '9998-12-31T12:00:00Z', scheduledDelivery: '9998-12-31T13:00:00Z' }, open, now).errors).toEqual([]);
    expect(checkSchedule({ scheduledPickup: '2026-11-22T12:00:00-05:00', scheduledDelivery: '2026-11-30T12:00:00Z' }, open, now).errors)
      .toEqual([{ field: 'scheduledPickup', message: 'Pick-up must be between 11/23/2026 and 12/31/9998.' }]);
  });
});

/** The claim window closes at the pick-up place's midnight after the latest pick-up day, whatever day that falls on. */
describe('the pick-up window at awkward instants', () => {
  test.each([
    ['the last minute of a year, in UTC', '2026-12-31T23:59:00Z', '2026-12-31', '2026-12-31T23:59:00Z', '2027-01-02T12:00:00Z', true],
    ['the first instant of a year, in UTC', '2027-01-01T00:00:00Z', '2026-12-31', '2027-01-01T08:00:00Z', '2027-01-02T12:00:00Z', false],
    ['the last minute of a year in New York, after UTC\'s has begun', '2027-01-01T04:59:00Z', '2026-12-31', '2026-12-31T23:59:00-05:00', '2027-01-02T12:00:00-05:00', true],
    ['the last minute before New York springs forward', '2026-03-08T04:59:00Z', '2026-03-07', '2026-03-07T23:59:00-05:00', '2026-03-09T12:00:00-04:00', true],
    ['the first instant of the day New York springs forward', '2026-03-08T05:00:00Z', '2026-03-07', '2026-03-08T08:00:00-05:00', '2026-03-09T12:00:00-04:00', false],
    ['the last second of February', '2026-02-28T23:59:59Z', '2026-02-28', '2026-02-28T23:59:59Z', '2026-03-01T12:00:00Z', true],
    ['the first instant of March', '2026-03-01T00:00:00Z', '2026-02-28', '2026-03-01T08:00:00Z', '2026-03-02T12:00:00Z', false],
  ])('a pick-up is accepted until the place\'s midnight after the latest pick-up day: %s', (when, now, latestPickup, scheduledPickup, scheduledDelivery, accepted) => {
    const zone = when.includes('New York') ? 'America/New_York' : 'UTC';
    const load = { earliestPickup: '2026-01-01', latestPickup, latestDelivery: '2027-01-10', originTimeZone: zone, destinationTimeZone: zone };
    const { errors } = checkSchedule({ scheduledPickup, scheduledDelivery }, load, new Date(now));
    expect(errors).toEqual(accepted ? [] : [{ field: 'scheduledPickup', message: expect.stringContaining('Pick-Up date range has passed') }]);
  });
});
