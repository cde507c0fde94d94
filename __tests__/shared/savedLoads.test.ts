import { isSavedLoadUnavailable, type SavedLoadFacts } from '../../src/shared/savedLoads';

const unassigned = (latestPickup: string | null): SavedLoadFacts => ({ unAssigned: true, assignedToCurrentCarrier: false, latestPickup });

describe('saved load availability (loads spec 4, extended by issue 9)', () => {
  test('a saved load is unavailable when it is neither unassigned nor assigned to the current carrier', () => {
    expect(isSavedLoadUnavailable({ unAssigned: false, assignedToCurrentCarrier: false, latestPickup: '2026-12-31' }, '2026-11-24')).toBe(true);
    expect(isSavedLoadUnavailable({ unAssigned: false, assignedToCurrentCarrier: true, latestPickup: '2026-01-01' }, '2026-11-24')).toBe(false);
  });

  test('an unassigned load whose latest pick-up day has passed is no longer available; on that last day it still is', () => {
    expect(isSavedLoadUnavailable(unassigned('2026-11-23'), '2026-11-24')).toBe(true);
    expect(isSavedLoadUnavailable(unassigned('2026-11-24'), '2026-11-24')).toBe(false);
    expect(isSavedLoadUnavailable(unassigned('2026-12-31'), '2027-01-01')).toBe(true);
  });

  test('an unassigned load without a latest pick-up day stays available', () => {
    expect(isSavedLoadUnavailable(unassigned(null), '2026-11-24')).toBe(false);
  });
});
