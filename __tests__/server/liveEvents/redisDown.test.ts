import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { LIVE_RETRY_AFTER_SECONDS } from '../../../src/server/services/liveEvents/tickets';
import { testRedisUrl } from '../../support/testRedis';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { until } from '../support/until';

/** A port that stands for Redis: closed (Redis down) until `up()` relays it to the test Redis. */
async function switchableRedis() {
  const reserve = net.createServer();
  await new Promise<void>((resolve) => reserve.listen(0, '127.0.0.1', resolve));
  const { port } = reserve.address() as net.AddressInfo;
  await new Promise((resolve) => reserve.close(resolve));
  const target = new URL(testRedisUrl);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    up: () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve)),
    async close() {
      for (const socket of sockets) socket.destroy();
      if (relay.listening) await new Promise((resolve) => relay.close(resolve));
    },
  };
}

/** Issue 21: with Redis down the live board is told to come back later, at once, and comes back when Redis does. */
describeEachDatabase('live events: tickets while Redis is down', (getDb) => {
  let redis: Awaited<ReturnType<typeof switchableRedis>>;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    redis = await switchableRedis();
    app = await testApp(getDb(), { env: { REDIS_URL: redis.url } });
    token = await signIn(app, await createCarrier(getDb()));
  });
  afterAll(async () => {
    await app.close();
    await redis.close();
  });

  const askForTicket = () => app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token) });

  test('with Redis down, a ticket is answered 503 with Retry-After, never a 500', async () => {
    const response = await askForTicket();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(LIVE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ message: 'Live updates are paused for a moment. They resume by themselves.', code: 'unavailable' });
  });

  test('with Redis down, a stream asked for with a ticket is answered 503 with Retry-After', async () => {
    const response = await app.inject(`/api/events?ticket=${'a'.repeat(32)}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(LIVE_RETRY_AFTER_SECONDS));
  });

  test('when Redis is back, tickets are issued again and open their stream', async () => {
    await redis.up();
    let response = await askForTicket();
    // ioredis reconnects on its own backoff; the board's own backoff asks again the same way.
    await until(async () => (response = await askForTicket()).statusCode !== 503, 'a ticket once Redis is back');
    expect(response.statusCode).toBe(200);
    expect(await app.liveEvents.tickets.redeem(response.json().ticket, app.clock.now())).toEqual(expect.objectContaining({ sessionId: expect.any(Number) }));
  });
});
