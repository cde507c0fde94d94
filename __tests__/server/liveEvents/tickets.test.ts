import { denied } from '../../../src/server/http/failures';
import { LIVE_TICKET_SECONDS } from '../../../src/shared/liveEvents';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { useLiveFixture, type SignedIn } from './support/liveFixture';

/** Tickets: how a browser's EventSource, which cannot send headers, opens its stream without the token in the URL. */
describeEachDatabase('live events: tickets', (getDb) => {
  const clock = usePinnableClock();
  const fixture = useLiveFixture(getDb, { clock });

  async function ticketOf(user: SignedIn): Promise<string> {
    const response = await fixture().app.inject({ method: 'POST', url: '/api/events/ticket?SourceApplication=CarrierPortal', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), expiresIn: LIVE_TICKET_SECONDS });
    return response.json().ticket;
  }

  async function expectDenied(query: string, headers: Record<string, string> = {}) {
    const stream = await fixture().stream(query, headers);
    expect(stream.status).toBe(401);
    expect(JSON.parse(stream.body)).toEqual(denied().body);
  }

  test('a ticket opens one stream for its session\'s user, once', async () => {
    const ticket = await ticketOf(fixture().carrier);
    const stream = await fixture().stream(`ticket=${ticket}`);
    expect(stream.status).toBe(200);
    await stream.next((message) => message.event === 'ready');
    stream.close();
    await expectDenied(`ticket=${ticket}`);
  });

  test('a ticket expires after LIVE_TICKET_SECONDS', async () => {
    clock.pin(new Date());
    const ticket = await ticketOf(fixture().carrier);
    clock.advance(LIVE_TICKET_SECONDS * 1000);
    await expectDenied(`ticket=${ticket}`);

    const fresh = await ticketOf(fixture().carrier);
    clock.advance(LIVE_TICKET_SECONDS * 1000 - 1);
    const stream = await fixture().stream(`ticket=${fresh}`);
    expect(stream.status).toBe(200);
    stream.close();
  });

  test('no ticket, a wrong one, or a bad bearer token answers 401 with the usual denied body', async () => {
    await expectDenied('');
    await expectDenied('ticket=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expectDenied('ticket=not-a-ticket');
    await expectDenied('', { authorization: 'Bearer nonsense' });
    const ticket = await ticketOf(fixture().carrier);
    // A header that fails is not made good by a ticket beside it.
    await expectDenied(`ticket=${ticket}`, { authorization: 'Bearer nonsense' });
  });

  test('the access token is never taken from the query, under any name', async () => {
    const { token } = fixture().carrier;
    for (const name of ['ticket', 'access_token', 'token', 'authorization']) await expectDenied(`${name}=${encodeURIComponent(token)}`);
  });

  test('a ticket asked for without a session answers 401', async () => {
    const response = await fixture().app.inject({ method: 'POST', url: '/api/events/ticket?SourceApplication=CarrierPortal' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(denied().body);
  });

  test('a ticket of a session that signed out since opens nothing', async () => {
    const { app, carrier } = fixture();
    const signedIn = await app.inject({
      method: 'POST', url: '/api/token?SourceApplication=CarrierPortal', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: carrier.email, password: carrier.password }).toString(), remoteAddress: '10.9.9.9',
    });
    const token = signedIn.json().access_token as string;
    const ticket = await ticketOf({ ...carrier, token });
    expect((await app.inject({ method: 'DELETE', url: '/api/token?SourceApplication=CarrierPortal', headers: bearer(token) })).statusCode).toBe(204);
    await expectDenied(`ticket=${ticket}`);
  });
});
