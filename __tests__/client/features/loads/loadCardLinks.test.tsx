import { screen, waitFor, within } from '@testing-library/react';
import { LOAD_ALREADY_CLAIMED } from '../../../../src/shared/loadRefusals';
import type { LoadRecord } from '../../../../src/shared/loads';
import { renderAppAt, setViewportWidth, signedInState } from '../../app/renderAppAt';
import { claimedLoad, page, takenLoad } from '../loadLists/loadListFixtures';
import type { SentRequest } from '../../support/fetchStub';
import { aLoad } from '../../support/loads';
import { routeFetch, type Route } from '../../support/routedFetch';

const available = (id: number, overrides: Partial<LoadRecord> = {}) => aLoad({ id, originCity: `Town ${id}`, ...overrides });

/** The search board, New Loads for You, the lists and favourites answer from `loads`; every request is recorded. */
function serveBoard({ results = [] as LoadRecord[], recommended = [] as LoadRecord[], lists = [] as LoadRecord[] }) {
  const requests: SentRequest[] = [];
  const recorded = (answer: Route[2]): Route[2] => (request) => {
    requests.push(request);
    return answer(request);
  };
  routeFetch([
    ['POST', /\/api\/CarrierLoads\/search\/available$/, recorded(() => ({ body: page(results) }))],
    ['GET', /\/api\/CarrierLoads\/recommended$/, recorded(() => ({ body: page(recommended) }))],
    ['POST', /\/api\/CarrierLoads\/list\//, recorded(() => ({ body: page(lists) }))],
    ['POST', /\/api\/CarrierLoads\/get\/2$/, recorded(() => ({ status: 403, statusText: 'Forbidden', body: { message: LOAD_ALREADY_CLAIMED } }))],
    ['POST', /\/api\/CarrierLoads\/\d+\/favorite$/, recorded(() => ({ body: { currentUserFavorite: true, numberOfFavorites: 1 } }))],
    ['DELETE', /\/api\/CarrierLoads\/\d+\/favorite$/, recorded(() => ({ body: { currentUserFavorite: false, numberOfFavorites: 0 } }))],
  ]);
  return requests;
}

const cardOf = (originCity: string) => screen.getByText(`${originCity}, TX`).closest('article') as HTMLElement;

// Phone width keeps the search map (and its own requests) out of these screens.
beforeEach(() => setViewportWidth(390));

describe('load cards are links (issue: Links are links)', () => {
  it('search result cards open through a link to /load/{id} that covers the card, with the star a separate button', async () => {
    serveBoard({ results: [available(1), available(3)] });
    const { user } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    await screen.findByText('Town 3, TX');

    const card = cardOf('Town 3');
    const link = within(card).getByRole('link', { name: 'Town 3, TX to Atlanta, GA' });
    expect(link.getAttribute('href')).toBe('/load/3');
    expect(link.className).toBe('load-card__open');
    const star = within(card).getByRole('button', { name: 'Save load 3' });
    expect(link.contains(star)).toBe(false);
    expect(card.querySelector('a button, button a')).toBeNull();
  });

  it('a search result taken by another carrier still links to its load, and load detail explains it is claimed', async () => {
    serveBoard({ results: [available(2, { unAssigned: false, assignedToCurrentCarrier: false })] });
    const { user, router } = renderAppAt('/search', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Search for Loads' }));
    await user.click(await screen.findByRole('link', { name: 'Town 2, TX to Atlanta, GA' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/load/2'));
    expect(await screen.findByText(LOAD_ALREADY_CLAIMED)).toBeTruthy();
  });

  it("the star of 'New Loads for You' works, and its cards link to their load", async () => {
    const requests = serveBoard({ recommended: [available(5)] });
    const { user } = renderAppAt('/search', signedInState());
    const section = await screen.findByRole('region', { name: 'New Loads for You' });
    expect(within(section).getByRole('link', { name: 'Town 5, TX to Atlanta, GA' }).getAttribute('href')).toBe('/load/5');

    await user.click(within(section).getByRole('button', { name: 'Save load 5' }));
    expect(await within(section).findByRole('button', { name: 'Saved load 5' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.pathname.endsWith('/CarrierLoads/5/favorite'))).toBe(true);
  });

  it('the star of an unavailable saved card works, and the card links to its load', async () => {
    const requests = serveBoard({ lists: [takenLoad(2)] });
    const { user } = renderAppAt('/loads/saved', signedInState());
    const card = await waitFor(() => cardOf('Town 2'));
    expect(within(card).getByRole('link', { name: 'Town 2, TX to Atlanta, GA' }).getAttribute('href')).toBe('/load/2');

    await user.click(within(card).getByRole('button', { name: 'Saved load 2' }));
    expect(await within(card).findByRole('button', { name: 'Save load 2' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE' && request.pathname.endsWith('/CarrierLoads/2/favorite'))).toBe(true);
  });

  it('claimed list cards link to their load', async () => {
    serveBoard({ lists: [claimedLoad(8, { originCity: 'Town 8' })] });
    renderAppAt('/loads/claimed', signedInState());
    expect((await screen.findByRole('link', { name: 'Town 8, TX to Atlanta, GA' })).getAttribute('href')).toBe('/load/8');
  });
});
