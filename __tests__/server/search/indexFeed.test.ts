import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { dialectOf } from '../../../src/server/db/schemaBuilders';
import { runDesk } from '../../../src/server/desk/run';
import { unwatchedLiveEventWrites } from '../../../src/server/services/liveEvents/wake';
import { postLoad } from '../../../src/server/services/loadPosting/post';
import { redisWakePublisher } from '../../../src/server/services/liveEvents/redisBus';
import { readInstallation } from '../../../src/server/repositories/installation';
import { createMailer } from '../../../src/server/services/mail/mailer';
import { createTexter } from '../../../src/server/services/sms/texter';
import { assertRedisAnswers, testRedisUrl } from '../../support/testRedis';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, TODAY } from '../desk/support/postedLoads';

/*
 * The index follows the live events log. Here its timed look is stopped, so whatever reaches it came through the
 * log read of a write, a search or a wake, never through waiting for the next look.
 */
describeEachDatabase('load search: the index follows the live events log', (getDb) => {
  const clock = fixedClock(`${TODAY}T12:00:00Z`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-index-feed-'));
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    await assertRedisAnswers();
    app = await testApp(getDb(), { clock, env: { REDIS_URL: testRedisUrl } });
    token = await signIn(app, await createCarrier(getDb()));
    await app.loadSearch.ready();
    app.loadSearch.close();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Another process's post: its row and live event are committed, and this app is told nothing.
  const postElsewhere = async () => {
    const db = getDb().db;
    const context = { db, dialect: dialectOf(db), clock, liveEventWrites: unwatchedLiveEventWrites, postedBy: 'elsewhere', onLoadsChanged: async () => {} };
    return (await postLoad(context, aPostedLoad())).id;
  };
  const searchFor = async (orderIds: number[]) => {
    const response = await app.inject({
      method: 'POST', url: '/api/CarrierLoads/search/available?SourceApplication=CarrierPortal',
      headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify({ OrderIds: orderIds }),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { records: { id: number }[] }).records.map((record) => record.id);
  };
  const version = () => Atomics.load(app.loadSearch.versionCell, 0);

  test('a search naming loads just written elsewhere finds them', async () => {
    const id = await postElsewhere();
    expect((await app.loadSearch.ready()).has(id)).toBe(false);
    expect(await searchFor([id])).toEqual([id]);
  });

  test('a search naming loads when nothing new was written keeps the index version', async () => {
    const id = await postElsewhere();
    expect(await searchFor([id])).toEqual([id]);
    const before = version();
    expect(await searchFor([id])).toEqual([id]);
    expect(version()).toBe(before);
  });

  test('the index lag is counted against the log: events not yet applied, and none once it read them', async () => {
    await app.loadSearch.catchUpNow();
    expect(await app.loadSearch.stats()).toMatchObject({ eventsBehind: 0, lagSeconds: 0 });
    const id = await postElsewhere();
    const behind = await app.loadSearch.stats();
    expect(behind?.eventsBehind).toBe(1);
    expect(behind?.lagSeconds).toBeGreaterThanOrEqual(0);
    await app.loadSearch.catchUpNow();
    expect(await app.loadSearch.stats()).toMatchObject({ eventsBehind: 0, lagSeconds: 0 });
    expect((await app.loadSearch.ready()).has(id)).toBe(true);
  });

  test('a load posted on the command line reaches the running app\'s search through the Redis wake', async () => {
    const db = getDb().db;
    const namespace = await readInstallation(db).redisNamespace();
    const original = app.loadSearch.applyRemoteChange.bind(app.loadSearch);
    let looked: () => void = () => {};
    const read = jest.spyOn(app.loadSearch, 'applyRemoteChange').mockImplementation(async () => {
      await original();
      looked();
    });
    const mailer = createMailer(db, { smtpUrl: null, clock });
    const texter = createTexter(db, { smsUrl: null, clock });
    try {
      // The app's subscriber is ready once a wake reaches it.
      const heard = new Promise<void>((resolve) => { looked = resolve; });
      const nudge = redisWakePublisher(testRedisUrl, namespace, (error) => { throw error; });
      nudge.liveEventWrites.written();
      await nudge.close();
      await heard;

      const wakes = redisWakePublisher(testRedisUrl, namespace, (error) => { throw error; });
      const where = path.join(dir, 'load.json');
      fs.writeFileSync(where, JSON.stringify(aPostedLoad()));
      const printed: string[] = [];
      const notifications = { db, mailer, texter, clock, liveEventWrites: wakes.liveEventWrites, origin: 'http://haulboard.test', linkSecret: null };
      const woken = new Promise<void>((resolve) => { looked = resolve; });
      expect(await runDesk(['load', 'post', '--file', where], { db, clock, print: (line) => printed.push(line), notifications })).toBe(0);
      await wakes.close();
      await woken;
      const id = Number(/Posted load (\d+)/.exec(printed.join('\n'))?.[1]);
      expect((await app.loadSearch.ready()).has(id)).toBe(true);
    } finally {
      read.mockRestore();
      await Promise.all([mailer.close(), texter.close()]);
    }
  });
});
