import moment from 'moment';
import { validateSchedule } from '../../src/client/features/schedule/scheduleSchema';
import { toScheduleRequest, type ScheduleValues } from '../../src/client/features/schedule/scheduleValues';
import { checkSchedule } from '../../src/server/services/claims/schedule';
import { deliveryMinOf, driveTimeWarning, pickUpTiming, scheduleBounds } from '../../src/shared/scheduleRules';

const today = '2026-11-24';
// Mid-morning of that day at the loads' places (New York), whatever zone the suite runs in.
const now = new Date('2026-11-24T15:00:00Z');
const newYork = { originTimeZone: 'America/New_York', destinationTimeZone: 'America/New_York' };
const load = { earliestPickup: '2026-11-20', latestPickup: '2026-11-27', latestDelivery: '2026-11-30', ...newYork };
const values = (pickupDate: string, pickupTime: string, deliveryDate: string, deliveryTime: string): ScheduleValues =>
  ({ pickupDate, pickupTime, deliveryDate, deliveryTime });

const formSays = (form: ScheduleValues, window = load) => {
  const errors = validateSchedule(form, scheduleBounds(window, today), window);
  return [errors.pickupDate, errors.deliveryDate].filter(Boolean);
};
const serverSays = (form: ScheduleValues, window = load) =>
  checkSchedule(toScheduleRequest(form, window), window, now).errors.map((error) => error.message);

describe('the schedule form checks on the client what the server checks (issue 9)', () => {
  test('drop-off after pick-up and inside the windows: the form and the server refuse the same schedules in the same words', () => {
    const cases = [
      values('2026-11-25', '12:00', '2026-11-26', '08:00'),
      values('2026-11-23', '12:00', '2026-11-26', '12:00'),
      values('2026-11-28', '12:00', '2026-11-29', '12:00'),
      values('2026-11-26', '12:00', '2026-11-25', '12:00'),
      values('2026-11-26', '12:00', '2026-12-01', '12:00'),
      values('2026-11-26', '14:00', '2026-11-26', '13:45'),
    ];
    const verdicts = cases.map((form) => ({ form: formSays(form), server: serverSays(form) }));
    for (const { form, server } of verdicts) expect(form).toEqual(server);
    expect(verdicts.map(({ server }) => server)).toEqual([
      [],
      ['Pick-up must be between 11/24/2026 and 11/27/2026.'],
      ['Pick-up must be between 11/24/2026 and 11/27/2026.'],
      ['Drop-off must be between 11/26/2026 and 11/30/2026.'],
      ['Drop-off must be between 11/26/2026 and 11/30/2026.'],
      ['Drop-off must not be before the pick-up time.'],
    ]);
  });

  test('a pick-up whose range has passed stands when kept, on both sides; a new one is refused', () => {
    const passed = { earliestPickup: '2026-11-18', latestPickup: '2026-11-21', latestDelivery: '2026-11-30', ...newYork };
    const kept = values('2026-11-20', '09:00', '2026-11-26', '12:00');
    expect(formSays(kept, passed)).toEqual([]);
    const request = toScheduleRequest(kept, passed);
    expect(checkSchedule(request, passed, now, moment(request.scheduledPickup).toISOString()).errors).toEqual([]);
    expect(serverSays(kept, passed)).toEqual(['Pick-Up date range has passed.']);
  });

  test('the date pickers do not offer days outside the allowed range: drop-off never before today, even after a kept past pick-up', () => {
    const passed = scheduleBounds({ earliestPickup: '2026-11-18', latestPickup: '2026-11-21', latestDelivery: '2026-11-30' }, today);
    expect(deliveryMinOf(passed, '2026-11-20')).toBe(today);
    expect(formSays(values('2026-11-20', '09:00', '2026-11-23', '12:00'), { ...load, latestPickup: '2026-11-21' }))
      .toEqual(['Drop-off must be between 11/24/2026 and 11/30/2026.']);
    const open = scheduleBounds(load, today);
    expect([open.pickupMin, open.pickupMax, deliveryMinOf(open, '2026-11-25'), open.deliveryMax])
      .toEqual(['2026-11-24', '2026-11-27', '2026-11-25', '2026-11-30']);
  });
});

describe('a drop-off that leaves less time than the miles need at 500 miles a day gets a warning, not a refusal (issue 9)', () => {
  const pickup = moment('2026-11-25T08:00');

  test('1,200 miles in one day is warned about; in three days it is not', () => {
    expect(driveTimeWarning(pickup, moment('2026-11-26T08:00'), 1200)).toBe(
      'Tight schedule: 1,200 mi take about 2.4 days at 500 miles a day, and this drop-off is 1 day after the pick-up.',
    );
    expect(driveTimeWarning(pickup, moment('2026-11-28T08:00'), 1200)).toBeNull();
    expect(driveTimeWarning(pickup, moment('2026-11-25T14:00'), 300)).toBe(
      'Tight schedule: 300 mi take about 0.6 days at 500 miles a day, and this drop-off is 6 hours after the pick-up.',
    );
  });

  test('the server accepts the schedule it warns about', () => {
    const tight = values('2026-11-25', '08:00', '2026-11-25', '09:00');
    expect(serverSays(tight)).toEqual([]);
    expect(formSays(tight)).toEqual([]);
  });
});

describe('a pick-up is early before its window opens and late after it closes, by day (issue 22)', () => {
  const window = { earliestPickup: '2026-11-24', latestPickup: '2026-11-26T00:00:00' };
  it.each([
    ['2026-11-23', 'early'], ['2026-11-24', null], ['2026-11-26', null], ['2026-11-27', 'late'],
  ])('on %s it is %s', (today, timing) => {
    expect(pickUpTiming(window, today)).toBe(timing);
  });

  it('a load with no window is never early or late', () => {
    expect(pickUpTiming({ earliestPickup: null, latestPickup: null }, '2026-11-24')).toBeNull();
  });
});
