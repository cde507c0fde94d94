import type { Kysely } from 'kysely';
import { brokerKeysMigration } from '../../../src/server/db/migrations/0019_broker_keys';
import { describeEachDatabase, whileNoSuiteMigrates } from '../support/databases';

/** Migration 0019: keys made before are broker keys, and live keys that shared a name no longer share its loads. */
describeEachDatabase('the broker keys migration', (getDb) => {
  test('existing keys become broker keys; of live keys sharing a name the oldest keeps it, the others get their id after it', async () => {
    const db = getDb();
    // Before 0019 the table has no scope: written as the migration sees it, in snake_case.
    const plain = db.db.withoutPlugins() as unknown as Kysely<any>;
    await whileNoSuiteMigrates(db, () => brokerKeysMigration.down!(plain));
    const insert = async (name: string, revokedAt: string | null) => (await plain.insertInto('desk_api_keys').values({
      name, prefix: 'hbdesk_abcdef', key_hash: `${name}-${Math.random()}`, created_at: '2026-01-01T00:00:00.000Z', revoked_at: revokedAt,
    }).returning('id').executeTakeFirstOrThrow()).id as number;
    const revoked = await insert('shared', '2026-01-02T00:00:00.000Z');
    const oldest = await insert('shared', null);
    const later = await insert('shared', null);
    const alone = await insert('alone', null);
    await brokerKeysMigration.up(plain);

    const rows = await db.db.selectFrom('deskApiKeys').select(['id', 'name', 'scope']).where('id', 'in', [revoked, oldest, later, alone]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: revoked, name: 'shared', scope: 'broker' },
      { id: oldest, name: 'shared', scope: 'broker' },
      { id: later, name: `shared #${later}`, scope: 'broker' },
      { id: alone, name: 'alone', scope: 'broker' },
    ]);
    await expect(insert('alone', null)).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
    await expect(plain.updateTable('desk_api_keys').set({ scope: 'admin' }).where('id', '=', alone).execute())
      .rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  });
});
