import { screen, waitFor } from '@testing-library/react';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { fetchRecommendedLoads } from '../../../../src/client/api/loadsApi';
import { searchLocations } from '../../../../src/client/api/locationsApi';
import * as history from '../../../../src/client/api/searchHistoryApi';
import type { LocationResult } from '../../../../src/shared/loads';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aLoad } from '../../support/loads';

jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/loadsApi');
jest.mock('../../../../src/client/api/locationsApi');
jest.mock('../../../../src/client/api/searchHistoryApi');

const place = (city: string, state: string): LocationResult => ({
  largeLabel: `${city}, ${state}`,
  detailLabel: 'United States',
  isState: false,
  latitude: 32,
  longitude: -96,
  city,
  state,
  country: 'US',
});

beforeEach(() => {
  jest.mocked(fetchRecommendedLoads).mockResolvedValue({ records: [], totalRecordCount: 0 });
  jest.mocked(history.fetchSavedSearches).mockResolvedValue([]);
  jest.mocked(history.fetchRecentSearches).mockResolvedValue([]);
  jest.mocked(fetchLoad).mockResolvedValue({ ...aLoad({ id: 12 }), driver: null });
});
afterEach(() => jest.clearAllMocks());

describe('accessibility of the shell (issue: Accessibility)', () => {
  it("a skip link ('Skip to main content') comes first and moves focus to the main region", async () => {
    const { user } = renderAppAt('/dashboard', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("focus moves to the new screen's heading on navigation, not on first load", async () => {
    const { user } = renderAppAt('/settings', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Fleet' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fleet' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('Enter picks the highlighted place suggestion in the location overlay; the arrow keys highlight', async () => {
    jest.mocked(searchLocations).mockResolvedValue([place('Dallas', 'TX'), place('Dalhart', 'TX')]);
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: /From where\?/ }));
    const input = screen.getByRole('combobox', { name: 'From where?' });
    await user.type(input, 'Dal');
    const second = await screen.findByRole('button', { name: /Dalhart, TX/ });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: /From\s*Dalhart, TX/ })).toBeTruthy();
  });

  it("the claim's first step closes through a link back to its load", async () => {
    renderAppAt('/load/12/assign', signedInState());
    const close = await screen.findByRole('link', { name: 'Close' });
    expect(close.getAttribute('href')).toBe('/load/12');
  });
});
