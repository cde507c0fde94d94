import { screen } from '@testing-library/react';
import { fetchLoadShareLink } from '../../../../src/client/api/loadShareApi';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aSchedulableLoad, day } from '../schedule/scheduleFixtures';
import { answerLoad, anOwnLoad } from './loadDetailFixtures';

jest.mock('../../../../src/client/api/loadApi');
jest.mock('../../../../src/client/api/loadShareApi');

const url = 'http://localhost:7001/l/f0ix-AbCdEfGhIjKlMnOp';

// user-event puts its own clipboard on the navigator; the copy is read back from it.
const noShareSheet = () => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });

afterEach(() => jest.clearAllMocks());

describe('Share on the load detail (issue 22)', () => {
  it('a load on the board offers Share, which copies its public link and says so', async () => {
    noShareSheet();
    answerLoad(aSchedulableLoad());
    jest.mocked(fetchLoadShareLink).mockResolvedValue({ url });
    const { user } = renderAppAt('/load/4711', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied. Paste it anywhere to share this load.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(jest.mocked(fetchLoadShareLink).mock.calls[0][1]).toBe(4711);
  });

  it('the carrier’s own claimed load offers no Share', async () => {
    answerLoad(anOwnLoad());
    renderAppAt('/load/4711', signedInState());
    await screen.findByRole('region', { name: 'Pick-Up' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('a load whose pick-up window has passed offers no Share', async () => {
    answerLoad(aSchedulableLoad({ earliestPickup: day(-4), latestPickup: day(-1) }));
    renderAppAt('/load/4711', signedInState());
    await screen.findByText('Pick-Up date range has passed');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
