import {
  scheduleFieldErrorsOf,
  scheduleValuesOf,
  toScheduleRequest,
} from '../../../../src/client/features/schedule/scheduleValues';
import { inTimeZone } from '../../../support/timeZone';

describe('schedule values and the wire (loads spec 3 and 4)', () => {
  const ohioToCalifornia = { originTimeZone: 'America/New_York', destinationTimeZone: 'America/Los_Angeles' };

  it.each(['America/Los_Angeles', 'America/New_York', 'Pacific/Auckland', 'UTC'])(
    "a time entered is the place's local time: the pick-up on the origin's clock, the drop-off on the destination's (viewer in %s)",
    (viewerZone) => {
      const request = inTimeZone(viewerZone, () =>
        toScheduleRequest({ pickupDate: '2026-11-24', pickupTime: '09:00', deliveryDate: '2026-11-26', deliveryTime: '07:45' }, ohioToCalifornia));
      expect(request).toEqual({ scheduledPickup: '2026-11-24T09:00:00-05:00', scheduledDelivery: '2026-11-26T07:45:00-08:00' });
    },
  );

  it("a time entered on a day the place's clocks change takes that day's offset", () => {
    const summer = toScheduleRequest({ pickupDate: '2026-03-08', pickupTime: '12:00', deliveryDate: '2026-11-01', deliveryTime: '12:00' }, ohioToCalifornia);
    expect(summer).toEqual({ scheduledPickup: '2026-03-08T12:00:00-04:00', scheduledDelivery: '2026-11-01T12:00:00-08:00' });
  });

  it.each(['America/Los_Angeles', 'Pacific/Auckland'])("a schedule is shown on its places' clocks, whoever opens the form (viewer in %s)", (viewerZone) => {
    const values = inTimeZone(viewerZone, () =>
      scheduleValuesOf({ scheduledPickup: '2026-11-24T14:00:00Z', scheduledDelivery: '2026-11-26T06:30:00Z', ...ohioToCalifornia }));
    expect(values).toEqual({ pickupDate: '2026-11-24', pickupTime: '09:00', deliveryDate: '2026-11-25', deliveryTime: '22:30' });
  });

  it('editing dates with a missing time uses 12:00:00', () => {
    const values = scheduleValuesOf({ scheduledPickup: '2026-11-24', scheduledDelivery: '2026-11-26', ...ohioToCalifornia });
    expect(values).toEqual({ pickupDate: '2026-11-24', pickupTime: '12:00', deliveryDate: '2026-11-26', deliveryTime: '12:00' });
    expect(toScheduleRequest(values, ohioToCalifornia).scheduledPickup).toBe('2026-11-24T12:00:00-05:00');
  });

  it('missing dates stay empty', () => {
    expect(scheduleValuesOf({ scheduledPickup: null, scheduledDelivery: 'not a date', ...ohioToCalifornia })).toEqual({
      pickupDate: '',
      pickupTime: '12:00',
      deliveryDate: '',
      deliveryTime: '12:00',
    });
  });

  it("the server's field errors belong to the date of their stop", () => {
    expect(scheduleFieldErrorsOf({ scheduledPickup: 'Too early', scheduledDelivery: 'Too late', driverId: 'Unknown' })).toEqual({
      pickupDate: 'Too early',
      deliveryDate: 'Too late',
    });
  });
});
