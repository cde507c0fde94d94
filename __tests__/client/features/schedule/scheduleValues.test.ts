import moment from 'moment';
import {
  scheduleFieldErrorsOf,
  scheduleValuesOf,
  toScheduleRequest,
} from '../../../../src/client/features/schedule/scheduleValues';

describe('schedule values and the wire (loads spec 3 and 4)', () => {
  it("the wire time is the viewer's wall clock with its offset", () => {
    const request = toScheduleRequest({ pickupDate: '2026-11-24', pickupTime: '12:00', deliveryDate: '2026-11-26', deliveryTime: '07:45' });
    expect(request.scheduledPickup).toMatch(/^2026-11-24T12:00:00[+-]\d\d:\d\d$/);
    expect(request).toEqual({
      scheduledPickup: moment('2026-11-24T12:00').format(),
      scheduledDelivery: moment('2026-11-26T07:45').format(),
    });
  });

  it("a schedule is shown in the viewer's time zone", () => {
    const pickup = '2026-11-24T15:30:00Z';
    expect(scheduleValuesOf({ scheduledPickup: pickup, scheduledDelivery: null })).toMatchObject({
      pickupDate: moment(pickup).format('YYYY-MM-DD'),
      pickupTime: moment(pickup).format('HH:mm'),
    });
  });

  it('editing dates with a missing time uses 12:00:00', () => {
    const values = scheduleValuesOf({ scheduledPickup: '2026-11-24', scheduledDelivery: '2026-11-26' });
    expect(values).toEqual({ pickupDate: '2026-11-24', pickupTime: '12:00', deliveryDate: '2026-11-26', deliveryTime: '12:00' });
    expect(toScheduleRequest(values).scheduledPickup).toContain('T12:00:00');
  });

  it('missing dates stay empty', () => {
    expect(scheduleValuesOf({ scheduledPickup: null, scheduledDelivery: 'not a date' })).toEqual({
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
