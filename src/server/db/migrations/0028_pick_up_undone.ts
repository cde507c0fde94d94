import { sql, type Migration } from 'kysely';
import { carrierKinds, deskKinds, withKinds } from './0022_desk_load_events';

/** Issue 22: a driver may take back a Picked Up mark for a few minutes; the undo is a load event of its own. */
const kinds = [...carrierKinds, ...deskKinds];

export const pickUpUndoneMigration: Migration = {
  up: (db) => withKinds(db, [...kinds, 'pickUpUndone']),
  async down(db) {
    await db.deleteFrom('load_events').where(sql.ref('kind'), '=', 'pickUpUndone').execute();
    await withKinds(db, kinds);
  },
};
