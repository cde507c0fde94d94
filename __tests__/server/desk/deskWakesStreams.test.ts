import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { readInstallation } from '../../../src/server/repositories/installation';
import { redisLiveEventBus, redisWakePublisher, type BusMessage } from '../../../src/server/services/liveEvents/redisBus';
import { createMailer } from '../../../src/server/services/mail/mailer';
import { createTexter } from '../../../src/server/services/sms/texter';
import { assertRedisAnswers, testRedisUrl as redisUrl } from '../../support/testRedis';
import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, TODAY } from './support/postedLoads';

/** `npm run desk` writes wake the API processes' event streams at once, as their own writes wake each other. */
describeEachDatabase('desk: command-line writes wake the event streams', (getDb) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-desk-wake-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeAll(() => assertRedisAnswers());

  test('a load posted on the command line publishes a wake on the database\'s channel', async () => {
    const db = getDb().db;
    const clock = fixedClock(`${TODAY}T12:00:00Z`);
    const namespace = await readInstallation(db).redisNamespace();
    const heard: BusMessage[] = [];
    let woken: () => void = () => {};
    const listener = redisLiveEventBus(redisUrl, namespace, (message) => { heard.push(message); woken(); }, (error) => { throw error; });
    const mailer = createMailer(db, { smtpUrl: null, clock });
    const texter = createTexter(db, { smsUrl: null, clock });
    const wakes = redisWakePublisher(redisUrl, namespace, (error) => { throw error; });
    try {
      await listener.commands.ping();
      // The subscriber is ready once a publish of our own reaches it: publish until one does.
      const ready = new Promise<void>((resolve) => { woken = resolve; });
      const nudge = redisWakePublisher(redisUrl, namespace, (error) => { throw error; });
      nudge.liveEventWrites.written();
      await ready;
      await nudge.close();
      heard.length = 0;

      const where = path.join(dir, 'load.json');
      fs.writeFileSync(where, JSON.stringify(aPostedLoad()));
      const notifications = { db, mailer, texter, clock, liveEventWrites: wakes.liveEventWrites, origin: 'http://haulboard.test', linkSecret: null };
      const woke = new Promise<void>((resolve) => { woken = resolve; });
      expect(await runDesk(['load', 'post', '--file', where], { db, clock, print: () => {}, notifications })).toBe(0);
      await wakes.close();
      await woke;
      expect(heard).toEqual([{ kind: 'wake', from: expect.any(String) }]);
    } finally {
      await Promise.all([mailer.close(), texter.close()]);
      await listener.close();
    }
  });
});
