import {
  CALL_TIME_OUTSIDE_HOURS, CALL_TIME_PASSED, CALL_TIME_REQUIRED, CALL_TIME_TOO_FAR, callSlots, callTimeRefusal, formatCallTime,
} from '../../src/shared/callSlots';

// Tuesday 24 November 2026, 10:30 in Plymouth, Michigan (EST, UTC-5).
const now = Date.parse('2026-11-24T15:30:00.000Z');

describe('call slots with dispatch', () => {
  test('slots are whole hours from the next one on, weekdays 7am-7pm at dispatch', () => {
    const slots = callSlots(now);
    expect(slots.slice(0, 8)).toEqual([11, 12, 13, 14, 15, 16, 17, 18].map((hour) => `2026-11-24T${String(hour + 5).padStart(2, '0')}:00:00.000Z`));
    expect(slots[8]).toBe('2026-11-25T12:00:00.000Z');
  });

  test('weekends are 8am-4pm at dispatch', () => {
    const saturday = callSlots(now).filter((slot) => slot.startsWith('2026-11-28'));
    expect(saturday[0]).toBe('2026-11-28T13:00:00.000Z');
    expect(saturday.at(-1)).toBe('2026-11-28T20:00:00.000Z');
    expect(saturday).toHaveLength(8);
  });

  test('no slot lies more than 14 days ahead', () => {
    expect(callSlots(now).at(-1)).toBe('2026-12-08T15:00:00.000Z');
  });

  test('a change of daylight saving time keeps dispatch hours in local time', () => {
    // Sunday 8 March 2026 clocks go forward in Michigan: 8am is 12:00 UTC from that day on.
    const slots = callSlots(Date.parse('2026-03-06T12:00:00.000Z'));
    expect(slots.filter((slot) => slot.startsWith('2026-03-07'))[0]).toBe('2026-03-07T13:00:00.000Z');
    expect(slots.filter((slot) => slot.startsWith('2026-03-08'))[0]).toBe('2026-03-08T12:00:00.000Z');
  });

  test('a time must be given, in the future, within 14 days and within dispatch hours', () => {
    expect(callTimeRefusal('', now)).toBe(CALL_TIME_REQUIRED);
    expect(callTimeRefusal('2026-11-24T15:00:00.000Z', now)).toBe(CALL_TIME_PASSED);
    expect(callTimeRefusal('2026-12-09T15:00:00.000Z', now)).toBe(CALL_TIME_TOO_FAR);
    expect(callTimeRefusal('2026-11-28T12:00:00.000Z', now)).toBe(CALL_TIME_OUTSIDE_HOURS);
    expect(callTimeRefusal('2026-11-24T16:30:00.000Z', now)).toBe(CALL_TIME_OUTSIDE_HOURS);
    expect(callTimeRefusal('2026-11-24T16:00:00.000Z', now)).toBeNull();
  });

  test('a time is shown in the zone asked for, with the zone\'s name', () => {
    expect(formatCallTime('2026-11-24T16:00:00.000Z', 'America/Chicago')).toBe('Tue, 11/24 10:00 AM CST');
    expect(formatCallTime('2026-11-24T16:00:00.000Z', 'America/Detroit')).toBe('Tue, 11/24 11:00 AM EST');
  });
});
