import { fetchCurrentUser, requestToken, revokeToken } from '../../../src/client/api/sessionApi';
import { fetchCall, stubFetch } from '../support/fetchStub';
import { demoToken, demoViewer } from '../support/fixtures';

describe('session calls (account spec 7)', () => {
  it('POST /token sends grant_type=password form-encoded and reads the token', async () => {
    const fetchMock = stubFetch({ body: { token_type: 'bearer', access_token: 'abc' } });
    await expect(requestToken('demo@carrier.test', 'haulboard')).resolves.toEqual({
      tokenType: 'bearer',
      accessToken: 'abc',
    });
    const { pathname, init } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/token');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('grant_type=password&username=demo%40carrier.test&password=haulboard');
  });

  it('a token answer without an access token raises expected data', async () => {
    stubFetch({ body: { token_type: 'bearer' } });
    await expect(requestToken('demo@carrier.test', 'haulboard')).rejects.toThrow('expected data');
  });

  it('DELETE /token revokes the session with its bearer token', async () => {
    const fetchMock = stubFetch({ status: 204, statusText: 'No Content' });
    await revokeToken({ token: demoToken });
    const { pathname, init, headers } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/token');
    expect(init.method).toBe('DELETE');
    expect(headers.Authorization).toBe('Bearer demo-access-token');
  });

  it('GET CurrentUser reads the viewer', async () => {
    const fetchMock = stubFetch({ body: demoViewer });
    await expect(fetchCurrentUser({ token: demoToken })).resolves.toEqual(demoViewer);
    expect(fetchCall(fetchMock).pathname).toBe('/api/CurrentUser');
  });
});
