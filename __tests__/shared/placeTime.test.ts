import { formatPlaceTime, placeDay, placeTimeInstant, placeWallClock } from '../../src/shared/placeTime';
import { inTimeZone } from '../support/timeZone';

const viewers = ['America/Los_Angeles', 'America/New_York', 'Pacific/Auckland', 'UTC'];

describe('a time is the place\'s time (issue 22)', () => {
  test.each(viewers)("a pick-up is shown at its place with its zone ('9:00 AM EST') to everyone (viewer in %s)", (viewerZone) => {
    inTimeZone(viewerZone, () => {
      expect(formatPlaceTime('2026-11-24T14:00:00.000Z', 'America/New_York')).toBe('11/24/2026 9:00 AM EST');
      expect(formatPlaceTime('2026-11-24T14:00:00.000Z', 'America/New_York', 'dayAndTime')).toBe('Tu 11/24 9:00AM EST');
      expect(formatPlaceTime('2026-07-01T16:30:00.000Z', 'America/Los_Angeles')).toBe('7/1/2026 9:30 AM PDT');
    });
  });

  test('a stored day without a time shows as the day alone; nothing or nonsense shows nothing', () => {
    expect(formatPlaceTime('2026-11-24', 'America/Chicago')).toBe('11/24/2026');
    expect(formatPlaceTime('2026-11-24', 'America/Chicago', 'dayAndTime')).toBe('Tu 11/24');
    expect(formatPlaceTime(null, 'America/Chicago')).toBe('');
    expect(formatPlaceTime('soon', 'America/Chicago')).toBe('');
  });

  test('a zone nobody knows reads as UTC and says so', () => {
    expect(formatPlaceTime('2026-11-24T14:00:00.000Z', 'Mars/Olympus_Mons')).toBe('11/24/2026 2:00 PM UTC');
  });

  test.each(viewers)("a time entered is the place's wall clock, sent with the place's offset (viewer in %s)", (viewerZone) => {
    inTimeZone(viewerZone, () => {
      expect(placeTimeInstant('2026-11-24', '09:00', 'America/New_York')).toBe('2026-11-24T09:00:00-05:00');
      expect(placeTimeInstant('2026-07-24', '09:00', 'America/Los_Angeles')).toBe('2026-07-24T09:00:00-07:00');
      expect(placeTimeInstant('2026-11-24', '09:00', 'America/St_Johns')).toBe('2026-11-24T09:00:00-03:30');
    });
  });

  test("a time entered on the day the place's clocks change takes that day's offset", () => {
    expect(placeTimeInstant('2026-03-08', '12:00', 'America/Chicago')).toBe('2026-03-08T12:00:00-05:00');
    expect(placeTimeInstant('2026-11-01', '12:00', 'America/Chicago')).toBe('2026-11-01T12:00:00-06:00');
    expect(placeTimeInstant('2026-11-01', '00:30', 'America/Chicago')).toBe('2026-11-01T00:30:00-05:00');
  });

  test.each(viewers)("a stored time is read back on the place's clock and calendar (viewer in %s)", (viewerZone) => {
    inTimeZone(viewerZone, () => {
      expect(placeWallClock('2026-11-25T04:30:00.000Z', 'America/Chicago')).toEqual({ day: '2026-11-24', time: '22:30' });
      expect(placeDay('2026-11-25T04:30:00.000Z', 'America/New_York')).toBe('2026-11-24');
      expect(placeDay('2026-11-25T05:30:00.000Z', 'America/New_York')).toBe('2026-11-25');
      expect(placeDay('2026-11-25', 'America/New_York')).toBe('2026-11-25');
    });
  });
});
