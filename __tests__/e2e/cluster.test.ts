import { carrierEmails, claimRace, claimSeenOnAnotherProcess, postLoads, signIn } from '../../scripts/cluster/checks';
import { hasNginx } from '../../scripts/cluster/nginx';
import { startCluster, type Cluster } from '../../scripts/cluster/startCluster';
import { createDeskApiKey } from '../../src/server/auth/deskApiKeys';
import { assertRedisAnswers, testRedisUrl } from '../support/testRedis';
import { createSeededPostgres, type SeededPostgres } from './support/postgresDatabase';

jest.setTimeout(120_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const notice = '\n*** CLUSTER BEHIND NGINX SKIPPED: TEST_DATABASE_URL is not set (postgres://postgres@127.0.0.1:5432/test in CI) ***\n';
  if (process.env.CI) throw new Error(notice);
  process.stderr.write(notice);
}

/** Three API processes (npm start's main.ts) on one PostgreSQL and one Redis behind nginx, as `npm run cluster` runs them. */
(postgresUrl ? describe : describe.skip)('several API processes behind nginx', () => {
  let database: SeededPostgres;
  let cluster: Cluster;
  let tokens: string[];
  let loadIds: number[];

  beforeAll(async () => {
    if (!hasNginx()) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run installs it)');
    await assertRedisAnswers();
    database = await createSeededPostgres(postgresUrl!, { loads: 60 });
    cluster = await startCluster({ databaseUrl: database.url, redisUrl: testRedisUrl, env: { LOG_LEVEL: 'warn' } });
    const { key } = await createDeskApiKey(database.db.db, { name: 'cluster test', now: new Date() });
    loadIds = await postLoads(cluster.url, key, 4);
    tokens = await Promise.all(carrierEmails.map((email) => signIn(cluster.url, email)));
  });

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  test('the proxy hands requests to each of the three processes in turn', async () => {
    const servedBy: string[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${cluster.url}/api/health`);
      expect(response.status).toBe(200);
      servedBy.push(response.headers.get('x-served-by') ?? '');
    }
    expect(new Set(servedBy)).toEqual(new Set(cluster.processes));
    expect(servedBy.slice(3)).toEqual(servedBy.slice(0, 3));
  });

  test('of 100 claims of one load spread over the three processes exactly one wins and the others get 409', async () => {
    const race = await claimRace(cluster.url, tokens, loadIds[0], 100);
    expect(race.winners).toHaveLength(1);
    expect(race.statuses).toEqual({ 200: 1, 409: 99 });
    expect(Object.keys(race.servedBy).sort()).toEqual([...cluster.processes].sort());
    const row = await database.db.db.selectFrom('loads').select(['carrierClientId']).where('id', '=', loadIds[0]).executeTakeFirstOrThrow();
    expect(row.carrierClientId).not.toBeNull();
  });

  test('an event stream held through the proxy receives a claim made through another process', async () => {
    const seen = await claimSeenOnAnotherProcess(cluster.url, tokens[1], tokens[0], loadIds.slice(1));
    expect(cluster.processes).toContain(seen.streamServedBy);
    expect(cluster.processes).toContain(seen.claimServedBy);
    expect(seen.claimServedBy).not.toBe(seen.streamServedBy);
  });
});
