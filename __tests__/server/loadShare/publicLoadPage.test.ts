import type { LightMyRequestResponse } from 'fastify';
import { PUBLIC_LOAD_FIELDS } from '../../../src/shared/contracts/load';
import { PUBLIC_LOAD_GONE, PUBLIC_LOAD_UNKNOWN } from '../../../src/shared/publicLoad';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { publicLoadGuessLimit } from '../../../src/server/services/loadShare/publicLoad';
import { ONLY_BOARD_LOADS_SHARED } from '../../../src/server/routes/loadShare';
import { bearer, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorKeyHeader } from '../support/deskAuth';
import { at, claimBody, claimedMessage, useLoadsFixture, type SignedInCarrier } from '../loads/support/loadsFixture';

describeEachDatabase('a load’s public page (issue 22)', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  const shareLink = async (id: number, as: SignedInCarrier) => {
    const response = await fixture().call('GET', `CarrierLoads/${id}/ShareLink`, as);
    expect(response.statusCode).toBe(200);
    return (response.json() as { url: string }).url;
  };

  const slugOf = (url: string) => new URL(url).pathname.replace(/^\/l\//, '');

  const publicLoad = (slug: string, address = uniqueAddress(), headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    fixture().app.inject({ method: 'GET', url: `/api/PublicLoads/${encodeURIComponent(slug)}?SourceApplication=CarrierPortal`, remoteAddress: address, headers });

  test('Share answers the public page of a load on the board at the configured origin, under /l/', async () => {
    const { carrier } = fixture();
    const id = await fixture().insertLoad();
    const url = await shareLink(id, carrier);
    expect(url).toMatch(/^http:\/\/[^/]+\/l\/[0-9a-z]+-[\w-]{16}$/);
    expect(await shareLink(id, fixture().rival)).toBe(url);
  });

  test('the slug cannot be made from the load number: it is not the number and a changed one names no load', async () => {
    const id = await fixture().insertLoad();
    const slug = slugOf(await shareLink(id, fixture().carrier));
    expect(slug).not.toContain(String(id));
    const other = await fixture().insertLoad();
    const forged = `${other.toString(36)}-${slug.split('-').slice(1).join('-')}`;
    for (const guess of [String(id), other.toString(36), forged, `${slug.slice(0, -1)}${slug.endsWith('A') ? 'B' : 'A'}`]) {
      const response = await publicLoad(guess);
      expect({ guess, status: response.statusCode, body: response.json() }).toEqual({ guess, status: 404, body: { message: PUBLIC_LOAD_UNKNOWN, code: 'not_found' } });
    }
  });

  test('the page shows signed out what the board shows any carrier: route, dates, vehicles and rate, nothing of a carrier', async () => {
    const id = await fixture().insertLoad({ rate: 1450, originComments: 'Gate code 4411', originAddress: '1 Secret Lane' });
    const response = await publicLoad(slugOf(await shareLink(id, fixture().carrier)));
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_LOAD_FIELDS].sort());
    expect(body).toMatchObject({
      id, rate: 1450, originCity: 'Wichita', originState: 'KS', destinationCity: 'Kansas City', destinationState: 'MO',
      vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3400', inoperable: false }],
    });
    expect(JSON.stringify(body)).not.toMatch(/Secret Lane|4411/);
  });

  test('once the load leaves the board the page says it is no longer available, and Share refuses it', async () => {
    const { carrier, rival, call } = fixture();
    const id = await fixture().insertLoad();
    const slug = slugOf(await shareLink(id, carrier));
    expect((await call('POST', `CarrierLoads/${id}/assignment`, rival, claimBody(at(1), at(2)))).statusCode).toBe(200);
    const response = await publicLoad(slug);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message: PUBLIC_LOAD_GONE, code: 'no_longer_available' } });
    const ownShare = await call('GET', `CarrierLoads/${id}/ShareLink`, rival);
    expect({ status: ownShare.statusCode, body: ownShare.json() }).toEqual({ status: 409, body: { message: ONLY_BOARD_LOADS_SHARED, code: 'conflict' } });
    const othersShare = await call('GET', `CarrierLoads/${id}/ShareLink`, carrier);
    expect({ status: othersShare.statusCode, body: othersShare.json() }).toEqual({ status: 403, body: { message: claimedMessage, code: 'forbidden' } });
  });

  test('a load hidden from carriers has no public page', async () => {
    const id = await fixture().insertLoad();
    const slug = slugOf(await shareLink(id, fixture().carrier));
    await fixture().db.db.updateTable('loads').set({ visibleToCarriers: 0 }).where('id', '=', id).execute();
    expect((await publicLoad(slug)).json()).toEqual({ message: PUBLIC_LOAD_GONE, code: 'no_longer_available' });
  });

  test('Share opens only with a carrier session: no token, the desk’s key and a driver link’s token are refused', async () => {
    const { app, carrier, call } = fixture();
    const id = await fixture().insertLoad();
    const driverId = await fixture().insertDriver(carrier.clientId);
    const driverToken = await issueDriverLink(app, driverId);
    for (const headers of [{}, await operatorKeyHeader(app), bearer(driverToken)]) {
      const response = await app.inject({ method: 'GET', url: `/api/CarrierLoads/${id}/ShareLink?SourceApplication=CarrierPortal`, headers });
      expect(response.statusCode).toBe(401);
    }
    expect((await call('GET', 'CarrierLoads/999990/ShareLink', carrier)).statusCode).toBe(404);
  });

  test('wrong slugs from one address are throttled: 429 with Retry-After, even for a genuine slug', async () => {
    const id = await fixture().insertLoad();
    const slug = slugOf(await shareLink(id, fixture().carrier));
    const address = uniqueAddress();
    for (let guess = 0; guess < publicLoadGuessLimit; guess++) expect((await publicLoad(`${guess}-aaaaaaaaaaaaaaaa`, address)).statusCode).toBe(404);
    const locked = await publicLoad(slug, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((locked.json() as { code: string }).code).toBe('too_many_requests');
    expect((await publicLoad(slug)).statusCode).toBe(200);
  });

  test('the public call is in the OpenAPI document without a session, and Share with the carrier’s', async () => {
    const document = (await fixture().app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { security?: unknown[] } }>;
    };
    expect(document.paths['/api/PublicLoads/{slug}']?.get?.security ?? []).toEqual([]);
    expect(document.paths['/api/CarrierLoads/{id}/ShareLink']?.get?.security).toEqual([{ carrierBearer: [] }]);
  });
});
