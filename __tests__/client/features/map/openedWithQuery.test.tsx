import { screen } from '@testing-library/react';
import { cannedResponse, fetchCall } from '../../support/fetchStub';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aLoadRecord, chicago } from './mapFixtures';

const records = [aLoadRecord(1), aLoadRecord(2), aLoadRecord(3, { originLat: chicago.lat, originLon: chicago.lng })];

describe('the map opened by its address (loads spec 2)', () => {
  it('/search/map opened with a query string runs that search and shows its pins', async () => {
    const fetchMock = jest.fn((url: string) =>
      url.includes('CarrierLoads/search/available')
        ? Promise.resolve(cannedResponse({ body: { records, totalRecordCount: records.length } }))
        : new Promise<Response>(() => {}),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    renderAppAt('/search/map?originState=TX', signedInState());

    expect(await screen.findByRole('button', { name: '2 loads' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load 3' })).toBeTruthy();
    const mapSearch = fetchMock.mock.calls
      .map((_, index) => fetchCall(fetchMock, index))
      .find((call) => call.query.get('view') === 'map');
    expect(JSON.parse(String(mapSearch?.init.body))).toMatchObject({ OriginState: 'TX' });
  });
});
