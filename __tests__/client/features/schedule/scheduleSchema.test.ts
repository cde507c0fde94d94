import { scheduleBounds } from '../../../../src/shared/scheduleRules';
import { validateSchedule } from '../../../../src/client/features/schedule/scheduleSchema';
import { aSchedulableLoad, day, shown } from './scheduleFixtures';

const today = day(0);

describe('schedule validation (loads spec 5)', () => {
  it("form field errors are listed per field joined with ', '", () => {
    const bounds = scheduleBounds(aSchedulableLoad(), today);
    const errors = validateSchedule({ pickupDate: day(3), pickupTime: '12:00', deliveryDate: '2026-02-30', deliveryTime: '' }, bounds, aSchedulableLoad());
    expect(errors).toEqual({ deliveryDate: 'Enter a valid date', deliveryTime: 'Drop-off time is required' });
    const both = validateSchedule({ pickupDate: day(3), pickupTime: '12:00', deliveryDate: '', deliveryTime: '12:00' }, { ...bounds }, aSchedulableLoad());
    expect(both.deliveryDate).toBe('Drop-off date is required');
  });

  it('a delivery window that closes before the pick-up says to choose an earlier pick-up', () => {
    const bounds = scheduleBounds(aSchedulableLoad({ earliestPickup: day(4), latestPickup: day(6), latestDelivery: day(2) }), today);
    const errors = validateSchedule({ pickupDate: day(5), pickupTime: '12:00', deliveryDate: day(3), deliveryTime: '12:00' }, bounds, aSchedulableLoad());
    expect(errors.deliveryDate).toBe(`Drop-off must be by ${shown(day(2))}, which is before the pick-up: choose an earlier pick-up.`);
  });

  it('times off the 15-minute steps are refused', () => {
    const bounds = scheduleBounds(aSchedulableLoad(), today);
    const errors = validateSchedule({ pickupDate: day(3), pickupTime: '12:10', deliveryDate: day(4), deliveryTime: '12:45' }, bounds, aSchedulableLoad());
    expect(errors).toEqual({ pickupTime: 'Choose pick-up time in 15-minute steps' });
  });

  it('a pick-up whose range has passed keeps its date without being judged against the range', () => {
    const bounds = scheduleBounds(aSchedulableLoad({ earliestPickup: day(-6), latestPickup: day(-2), latestDelivery: day(4) }), today);
    expect(bounds.pickupPassed).toBe(true);
    expect(validateSchedule({ pickupDate: day(-3), pickupTime: '12:00', deliveryDate: day(1), deliveryTime: '12:00' }, bounds, aSchedulableLoad())).toEqual({});
  });

  it('a date that is not a day is refused', () => {
    const bounds = scheduleBounds(aSchedulableLoad(), today);
    const errors = validateSchedule({ pickupDate: '2026-02-30', pickupTime: '12:00', deliveryDate: day(4), deliveryTime: '12:00' }, bounds, aSchedulableLoad());
    expect(errors.pickupDate).toBe('Enter a valid date');
  });
});
