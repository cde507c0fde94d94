import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { today } from '../../../src/client/app/clock';
import { defaultEmailSubject } from '../../../src/client/features/documents/documentsText';
import { presetRange } from '../../../src/client/features/loadLists/dateFilters';
import { LoadCard } from '../../../src/client/features/loads/components/LoadCard';
import { TIME_OPTIONS } from '../../../src/client/ui/TimePicker';
import { pinClock } from '../../support/clock';
import { aLoad } from '../support/loads';

/*
 * Rules that read the time, with the web app's clock pinned at awkward instants of the viewer's own zone
 * (instants without an offset are local, so each case means the same in any TZ the suite runs in).
 */
describe('rules that read the time, at awkward instants', () => {
  test.each([
    ['the last minute of a year', '2026-12-31T23:59:00', '2026-12-31'],
    ['the first instant of a year', '2027-01-01T00:00:00', '2027-01-01'],
    ['the day a New York clock springs forward', '2026-03-08T03:30:00', '2026-03-08'],
  ])("today is the viewer's calendar day at %s", (_when, instant, day) => {
    pinClock(instant);
    expect(today()).toBe(day);
  });

  test("the list date presets are the viewer's year, month, week and day at the last minute of a year", () => {
    pinClock('2026-12-31T23:59:00');
    expect(presetRange('year')).toEqual({ deliveredFrom: '2026-01-01', deliveredTo: '2026-12-31' });
    expect(presetRange('month')).toEqual({ deliveredFrom: '2026-12-01', deliveredTo: '2026-12-31' });
    expect(presetRange('week')).toEqual({ deliveredFrom: '2026-12-27', deliveredTo: '2027-01-02' });
    expect(presetRange('today')).toEqual({ deliveredFrom: '2026-12-31', deliveredTo: '2026-12-31' });
    pinClock('2027-01-01T00:00:00');
    expect(presetRange('year')).toEqual({ deliveredFrom: '2027-01-01', deliveredTo: '2027-12-31' });
  });

  test('the documents e-mail subject names tomorrow, across a month end and a year end', () => {
    pinClock('2026-02-28T23:59:00');
    expect(defaultEmailSubject()).toBe('Documents for loads on 3/1/2026');
    pinClock('2026-12-31T12:00:00');
    expect(defaultEmailSubject()).toBe('Documents for loads on 1/1/2027');
  });

  test("a card's date turns passed at the viewer's midnight after it, and shows its year once the year has turned", () => {
    const load = aLoad({ earliestPickup: '2026-12-31', earliestDelivery: '2027-01-03' });
    const dateOf = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;
    pinClock('2026-12-31T23:59:59');
    const { unmount } = render(<LoadCard load={load} />, { wrapper: MemoryRouter });
    expect(dateOf('Pick-Up').className).toContain('load-card__date--upcoming');
    expect(dateOf('Pick-Up').textContent).toBe('Dec 31');
    unmount();

    pinClock('2027-01-01T00:00:00');
    render(<LoadCard load={load} />, { wrapper: MemoryRouter });
    expect(dateOf('Pick-Up').className).toContain('load-card__date--passed');
    expect(dateOf('Pick-Up').textContent).toBe('Dec 31, 2026');
  });

  test('the time picker offers every quarter hour from 12:00 AM to 11:45 PM, on a DST day as on any other', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(TIME_OPTIONS[8]).toEqual({ value: '02:00', label: '2:00 AM' });
    expect(TIME_OPTIONS[95]).toEqual({ value: '23:45', label: '11:45 PM' });
    expect(new Set(TIME_OPTIONS.map((option) => option.value)).size).toBe(96);
  });
});
