import { ApiError } from '../../../src/client/api/ApiError';
import type { ApiCredentials } from '../../../src/client/api/credentials';
import { request } from '../../../src/client/api/request';
import { fetchCall, stubFetch, stubFetchFailure } from '../support/fetchStub';

const credentials: ApiCredentials = {
  token: { tokenType: 'bearer', accessToken: 'secret-token' },
  clientId: 7,
  userId: 42,
};

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('request helper (spec section 7 and 8)', () => {
  it('a path starting with / is refused with path should not start with /', async () => {
    const fetchMock = stubFetch();
    await expect(request('/CurrentUser', { credentials })).rejects.toThrow('path should not start with /');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an authenticated request without a token throws', async () => {
    const fetchMock = stubFetch();
    await expect(request('CurrentUser')).rejects.toThrow('Attempted to make authenticated request without a token');
    await expect(request('CurrentUser', { credentials: null })).rejects.toThrow(
      'Attempted to make authenticated request without a token',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('every path is under the api prefix and carries SourceApplication', async () => {
    const fetchMock = stubFetch({ body: {} });
    await request('Lookups/PaymentTerms', { authenticated: false });
    const { pathname, query, headers } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/Lookups/PaymentTerms');
    expect(query.get('SourceApplication')).toBe('HaulboardWeb');
    expect(headers.Authorization).toBeUndefined();
    expect(query.has('clientId')).toBe(false);
  });

  it('logged-in requests send the bearer token and add debug client and user ids', async () => {
    const fetchMock = stubFetch({ body: {} });
    await request('Drivers?driverId=3', { credentials, query: { pageNumber: 1, skipped: undefined } });
    const { pathname, query, headers } = fetchCall(fetchMock);
    expect(pathname).toBe('/api/Drivers');
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(query.get('driverId')).toBe('3');
    expect(query.get('pageNumber')).toBe('1');
    expect(query.has('skipped')).toBe(false);
    expect(query.get('clientId')).toBe('7');
    expect(query.get('userId')).toBe('42');
  });

  it('an explicit clientId parameter wins over the debug id', async () => {
    const fetchMock = stubFetch({ body: [] });
    await request('CarrierTrucks', { credentials, query: { clientId: 9 } });
    expect(fetchCall(fetchMock).query.getAll('clientId')).toEqual(['9']);
  });

  it('payload keys are sent PascalCase and answers read camelCase', async () => {
    const fetchMock = stubFetch({ body: { LoadId: 5, Vehicles: [{ SubModel: 'LX', Inoperable: false }], groupList: { AE: 'x' } } });
    const answer = await request('CarrierLoads/5/assignment', {
      method: 'POST',
      credentials,
      body: { scheduledPickup: '2025-01-02T12:00:00', trucks: [{ carrierTruckId: 1, quantity: 2 }] },
    });
    const { init, headers } = fetchCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      ScheduledPickup: '2025-01-02T12:00:00',
      Trucks: [{ CarrierTruckId: 1, Quantity: 2 }],
    });
    expect(answer).toEqual({ loadId: 5, vehicles: [{ subModel: 'LX', inoperable: false }], groupList: { AE: 'x' } });
  });

  it('the token request is form-encoded', async () => {
    const fetchMock = stubFetch({ body: { token_type: 'bearer', access_token: 'abc' } });
    const answer = await request('token', {
      method: 'POST',
      authenticated: false,
      form: { grant_type: 'password', username: 'demo@carrier.test', password: 'p&ss' },
    });
    const { init, headers } = fetchCall(fetchMock);
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('grant_type=password&username=demo%40carrier.test&password=p%26ss');
    expect(answer).toEqual({ token_type: 'bearer', access_token: 'abc' });
  });

  it('text (CSV) and blob (PDF) answers are returned as they are', async () => {
    stubFetch({ body: 'Order,Amount\n1,2' }, { body: '%PDF' });
    await expect(request('CarrierLoads/list/inRoute', { credentials, responseType: 'text' })).resolves.toBe(
      'Order,Amount\n1,2',
    );
    const blob = await request<Blob>('CarrierLoadDocuments/All', { credentials, responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
  });

  it('an empty OK answer reads as undefined', async () => {
    stubFetch({ status: 204, statusText: 'No Content' });
    await expect(request('token', { method: 'DELETE', credentials })).resolves.toBeUndefined();
  });

  it('a network failure reads A network error occured, please check your connection', async () => {
    stubFetchFailure();
    const error = await failureOf(request('CurrentUser', { credentials }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('A network error occured, please check your connection');
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
    expect(error.url).toBe('/api/CurrentUser');
  });

  it('a failure carries the code the server answered, else the code of its status', async () => {
    stubFetch(
      { status: 429, statusText: 'Too Many Requests', body: { message: 'Try again in 3 minutes.', code: 'too_many_attempts' } },
      { status: 400, statusText: 'Bad Request', body: { error: 'password_expired', error_description: 'Your password has expired.' } },
      { status: 404, statusText: 'Not Found', body: { message: 'Load 5 not found', code: 'not a code we know' } },
      { status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' },
    );
    expect((await failureOf(request('Feedback', { method: 'POST', credentials }))).code).toBe('too_many_attempts');
    expect((await failureOf(request('token', { authenticated: false }))).code).toBe('password_expired');
    expect((await failureOf(request('CarrierLoads/get/5', { credentials }))).code).toBe('not_found');
    expect((await failureOf(request('CurrentUser', { credentials }))).code).toBe('internal');
  });

  it('an errors list becomes field errors joined with , ', async () => {
    stubFetch({
      status: 400,
      statusText: 'Bad Request',
      body: {
        message: 'Validation failed',
        errors: [
          { field: 'FirstName', message: 'is required' },
          { field: 'firstName', message: 'is too short' },
          { field: 'email', message: 'is not an e-mail' },
        ],
      },
    });
    const error = await failureOf(request('Drivers', { method: 'POST', credentials, body: {} }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ firstName: 'is required, is too short', email: 'is not an e-mail' });
    expect(error.message).toBe('Validation failed');
  });

  it('a failure without an errors list reads the message, else the error text, else statusText (status)', async () => {
    stubFetch(
      { status: 404, statusText: 'Not Found', body: { message: 'Load 5 not found' } },
      { status: 400, statusText: 'Bad Request', body: { error: 'invalid_grant', error_description: 'Wrong password' } },
      { status: 400, statusText: 'Bad Request', body: { error: 'invalid_grant' } },
      { status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' },
    );
    expect((await failureOf(request('CarrierLoads/get/5', { credentials }))).message).toBe('Load 5 not found');
    expect((await failureOf(request('token', { authenticated: false }))).message).toBe('Wrong password');
    expect((await failureOf(request('token', { authenticated: false }))).message).toBe('invalid_grant');
    const gateway = await failureOf(request('CurrentUser', { credentials }));
    expect(gateway.message).toBe('Bad Gateway (502)');
    expect(gateway.fieldErrors).toEqual({});
  });

  it('a non-OK text answer reads statusText (status)', async () => {
    stubFetch(
      { status: 500, statusText: 'Internal Server Error', body: { message: 'ignored for downloads' } },
      { status: 403, statusText: 'Forbidden' },
    );
    const csv = await failureOf(request('CarrierLoads/list/delivered', { credentials, responseType: 'text' }));
    expect(csv.message).toBe('Internal Server Error (500)');
    const pdf = await failureOf(request('CarrierLoadDocuments/All', { credentials, responseType: 'blob' }));
    expect(pdf.message).toBe('Forbidden (403)');
  });
});
