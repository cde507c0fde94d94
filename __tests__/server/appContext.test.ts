import { testApp } from './support/appFixtures';
import { describeEachDatabase } from './support/databases';

/** Tests build several apps on one database handle: each keeps its own services. */
describeEachDatabase('application context', (getDb) => {
  test('two apps on one database handle share no hidden state: a write through one wakes only its own live events', async () => {
    const one = await testApp(getDb());
    const other = await testApp(getDb());
    try {
      expect(one.appContext).not.toBe(other.appContext);
      expect(one.appContext.lanes).not.toBe(other.appContext.lanes);
      let wokenOther = 0;
      const stop = other.appContext.liveEventWrites.onWritten(() => { wokenOther += 1; });
      one.appContext.liveEventWrites.written();
      expect(wokenOther).toBe(0);
      other.appContext.liveEventWrites.written();
      expect(wokenOther).toBe(1);
      stop();
      expect(await one.appContext.installation.redisNamespace()).toBe(await other.appContext.installation.redisNamespace());
    } finally {
      await one.close();
      await other.close();
    }
  });
});
