import { screen } from '@testing-library/react';
import { fetchPublicLoad } from '../../../../src/client/api/loadShareApi';
import { pinClock, unpinClock } from '../../../../src/client/app/clock';
import { PUBLIC_LOAD_GONE, PUBLIC_LOAD_UNKNOWN } from '../../../../src/shared/publicLoad';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aPublicLoad, apiFailure, slug } from './fixtures';

jest.mock('../../../../src/client/api/loadShareApi');

beforeEach(() => pinClock('2026-11-24T15:00:00Z'));
afterEach(() => {
  unpinClock();
  jest.clearAllMocks();
});

describe('a load’s public page /l/{slug} (issue 22)', () => {
  it('shows signed out the route, dates, vehicles and rate, with Sign in to claim', async () => {
    jest.mocked(fetchPublicLoad).mockResolvedValue(aPublicLoad());
    renderAppAt(`/l/${slug}`);

    const load = await screen.findByRole('article', { name: 'Wichita, KS to Kansas City, MO' });
    expect(load.textContent).toContain('Load #700001');
    expect(load.textContent).toContain('$1,450');
    expect(load.textContent).toContain('2021 Toyota Camry LE');
    expect(load.textContent).toContain('Pick-Up windowNov 25 – Nov 28');
    expect(load.textContent).toContain('Rush');
    const claim = screen.getByRole('link', { name: 'Sign in to claim' });
    expect(claim.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent('/load/700001')}`);
    expect(fetchPublicLoad).toHaveBeenCalledWith(slug);
  });

  it('signed in, the page offers Claim Load, which opens claim step 1', async () => {
    jest.mocked(fetchPublicLoad).mockResolvedValue(aPublicLoad());
    renderAppAt(`/l/${slug}`, signedInState());

    expect((await screen.findByRole('link', { name: 'Claim Load' })).getAttribute('href')).toBe('/load/700001/assign');
    expect(screen.queryByRole('link', { name: 'Sign in to claim' })).toBeNull();
  });

  it('once the load has left the board the page says it is no longer available, with Find Loads', async () => {
    jest.mocked(fetchPublicLoad).mockRejectedValue(apiFailure(404, PUBLIC_LOAD_GONE, 'no_longer_available'));
    renderAppAt(`/l/${slug}`);

    expect((await screen.findByRole('alert')).textContent).toContain(PUBLIC_LOAD_GONE);
    expect(screen.getByRole('link', { name: 'Find Loads' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a link to no load says so in the server’s words, and the page is not a placeholder', async () => {
    jest.mocked(fetchPublicLoad).mockRejectedValue(apiFailure(404, PUBLIC_LOAD_UNKNOWN));
    renderAppAt('/l/made-up');

    expect((await screen.findByRole('alert')).textContent).toContain(PUBLIC_LOAD_UNKNOWN);
    expect(screen.queryByText(/being built/)).toBeNull();
  });
});
