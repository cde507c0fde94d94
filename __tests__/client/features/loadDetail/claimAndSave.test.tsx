import { act, screen } from '@testing-library/react';
import { addFavorite } from '../../../../src/client/api/loadApi';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aLoad } from '../../support/loads';
import { aSchedulableLoad, day } from '../schedule/scheduleFixtures';
import { answerLoad, anOwnLoad } from './loadDetailFixtures';

jest.mock('../../../../src/client/api/loadApi');

afterEach(() => jest.clearAllMocks());

describe('load detail: claim and save (loads spec 4, Claimability and Favourite)', () => {
  it("an unassigned load offers 'Claim Load', which opens claim step 1", async () => {
    answerLoad(aSchedulableLoad());
    renderAppAt('/load/4711', signedInState());

    expect((await screen.findByRole('link', { name: 'Claim Load' })).getAttribute('href')).toBe('/load/4711/assign');
  });

  it('a load that is not claimable offers no claim', async () => {
    answerLoad(anOwnLoad());
    renderAppAt('/load/4711', signedInState());

    await screen.findByRole('region', { name: 'Pick-Up' });
    expect(screen.queryByRole('link', { name: 'Claim Load' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim Load' })).toBeNull();
  });

  it('a Delivered load disables save and claim', async () => {
    answerLoad(aLoad({ orderStatus: 'Delivered' }));
    renderAppAt('/load/4711', signedInState());

    expect(await screen.findByRole('button', { name: 'Claim Load' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Claim Load' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save load 4711' })).toHaveProperty('disabled', true);
  });

  it("a load whose pick-up window has passed offers no Claim Load: it says 'Pick-Up date range has passed'", async () => {
    answerLoad(aSchedulableLoad({ earliestPickup: day(-4), latestPickup: day(-1) }));
    renderAppAt('/load/4711', signedInState());

    expect(await screen.findByText('Pick-Up date range has passed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Claim Load' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim Load' })).toBeNull();
  });

  it('a load whose last pick-up day is today is still offered for claiming', async () => {
    answerLoad(aSchedulableLoad({ earliestPickup: day(-2), latestPickup: day(0) }));
    renderAppAt('/load/4711', signedInState());

    expect(await screen.findByRole('link', { name: 'Claim Load' })).toBeTruthy();
    expect(screen.queryByText('Pick-Up date range has passed')).toBeNull();
  });

  it('SAVE on the detail screen saves the load and then reads SAVED', async () => {
    answerLoad(aLoad());
    jest.mocked(addFavorite).mockResolvedValue({ currentUserFavorite: true, numberOfFavorites: 1 });
    const { user } = renderAppAt('/load/4711', signedInState());

    await user.click(await screen.findByRole('button', { name: 'Save load 4711' }));
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'Saved load 4711' })).toBeTruthy();
    expect(addFavorite).toHaveBeenCalledWith(expect.anything(), 4711);
  });
});
