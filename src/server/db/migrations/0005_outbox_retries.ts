import type { Kysely, Migration } from 'kysely';

/**
 * Mail that failed to go out is tried again later: `next_attempt_at` says when. Null means nothing is due
 * (sent, given up, or kept in the outbox because no SMTP server is configured).
 */
export const outboxRetriesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
    await db.schema.createIndex('outbox_next_attempt_at_index').on('outbox').column('next_attempt_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('outbox_next_attempt_at_index').execute();
    await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  },
};
