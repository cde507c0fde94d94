import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { OfflineSearchMap } from '../../../../src/client/features/map/components/OfflineSearchMap';
import { initialMapState } from '../../../../src/client/features/map/slice';
import { initialSessionState } from '../../../../src/client/features/session/slice';
import type { MapLoadRecord } from '../../../../src/shared/loads';
import { cannedResponse, fetchCall, type CannedResponse } from '../../support/fetchStub';
import { demoToken, demoViewer } from '../../support/fixtures';
import { renderWithStore } from '../../support/renderWithStore';
import { aLoadRecord, dallasSearch, pinsAt } from './mapFixtures';

/** The server: the viewer for the session, and `searchAnswer` for load searches. */
function stubServer(searchAnswer: CannedResponse) {
  const fetchMock = jest.fn(async (url: string) =>
    url.includes('CarrierLoads/search/available') ? cannedResponse(searchAnswer) : cannedResponse({ body: demoViewer }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderMap(pins: MapLoadRecord[]) {
  return renderWithStore(
    <MemoryRouter>
      <OfflineSearchMap />
    </MemoryRouter>,
    {
      session: { ...initialSessionState, token: demoToken, viewer: demoViewer, viewerStatus: 'succeeded' },
      map: { ...initialMapState, criteria: dallasSearch, pins, totalRecordCount: pins.length, status: 'loaded', fitRequest: 1 },
    },
  );
}

const searchCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map((_, index) => fetchCall(fetchMock, index)).filter((call) => call.pathname.endsWith('search/available'));

beforeEach(() => {
  window.localStorage.clear();
});

describe('the search map (loads spec 2, Map pieces)', () => {
  it("the popup lists the cluster's loads with an Edit link", async () => {
    const fetchMock = stubServer({ body: { records: [aLoadRecord(11), aLoadRecord(12)], totalRecordCount: 2 } });
    renderMap(pinsAt(2, undefined, 11));

    await userEvent.click(await screen.findByRole('button', { name: '2 loads' }));

    const popup = await screen.findByRole('dialog', { name: 'Loads on the map' });
    const edits = await within(popup).findAllByRole('link', { name: 'Edit' });
    expect(edits.map((link) => link.getAttribute('href'))).toEqual(['/load/11', '/load/12']);
    expect(within(popup).getAllByText('Dallas, TX', { exact: false }).length).toBeGreaterThan(0);
    expect([popup.style.minWidth, popup.style.maxHeight]).toEqual(['340px', '300px']);

    const [call] = searchCalls(fetchMock);
    expect(call.query.get('pageSize')).toBe('300');
    expect(JSON.parse(String(call.init.body))).toEqual({ OrderIds: [11, 12] });
  });

  it('the popup keeps Tab inside, closes on Escape and gives focus back to the cluster (issue 22)', async () => {
    stubServer({ body: { records: [aLoadRecord(11), aLoadRecord(12)], totalRecordCount: 2 } });
    renderMap(pinsAt(2, undefined, 11));
    const cluster = await screen.findByRole('button', { name: '2 loads' });
    await userEvent.click(cluster);
    const popup = await screen.findByRole('dialog', { name: 'Loads on the map' });
    await within(popup).findAllByRole('link', { name: 'Edit' });
    for (let tab = 0; tab < 8; tab += 1) {
      await userEvent.tab();
      expect(popup.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '2 loads' }));
  });

  it('the popup shows Error when its request fails', async () => {
    stubServer({ status: 500, statusText: 'Server Error', body: { message: 'boom' } });
    renderMap(pinsAt(3));

    await userEvent.click(await screen.findByRole('button', { name: '3 loads' }));

    const popup = await screen.findByRole('dialog', { name: 'Loads on the map' });
    expect((await within(popup).findByText('Error')).tagName).toBe('P');
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clusters of under 10 loads are 30 px wide and larger ones 50', async () => {
    stubServer({ body: { records: [], totalRecordCount: 0 } });
    renderMap([...pinsAt(4, { lat: 32.7767, lng: -96.797 }, 1), ...pinsAt(12, { lat: 41.8781, lng: -87.6298 }, 100)]);

    const small = await screen.findByRole('button', { name: '4 loads' });
    const large = screen.getByRole('button', { name: '12 loads' });
    expect([small.style.width, small.style.height]).toEqual(['30px', '30px']);
    expect([large.style.width, large.style.height]).toEqual(['50px', '50px']);
  });
});
