import Redis from 'ioredis';
import { readInstallation } from '../../../src/server/repositories/installation';
import { redisTicketStore } from '../../../src/server/services/liveEvents/tickets';
import { testRedisUrl as redisUrl } from '../../support/testRedis';
import { describeEachDatabase } from '../support/databases';

/** Deployments (and test runs) sharing one Redis: each database's processes keep to their own names. */
describeEachDatabase('live events: Redis names of a database', (getDb) => {
  let redis: Redis;
  beforeAll(() => { redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 }); });
  afterAll(() => redis.disconnect());

  test('every process of one database reads the same name, kept in the database', async () => {
    const again = getDb.connectAgain();
    try {
      const name = await readInstallation(getDb().db).redisNamespace();
      expect(name).toMatch(/^haulboard:[A-Za-z0-9_-]{16}:$/);
      expect(await readInstallation(again.db).redisNamespace()).toBe(name);
    } finally {
      await again.close();
    }
  });

  test('a ticket issued under one database\'s name opens nothing under another\'s', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const ours = redisTicketStore(redis, await readInstallation(getDb().db).redisNamespace());
    const theirs = redisTicketStore(redis, 'haulboard:another-installation:');
    const grant = { sessionId: 1, userId: 1, clientId: 1 };
    expect(await theirs.redeem(await ours.issue(grant, now, 30), now)).toBeNull();
    expect(await ours.redeem(await ours.issue(grant, now, 30), now)).toEqual(grant);
  });
});
