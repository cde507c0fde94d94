import { sql, type Kysely, type Migration } from 'kysely';
import { DISPATCH_PHONE } from '../../../shared/constants';

/*
 * The dispatch phone became a lookup like the dispatch e-mail (issue 22). An installation seeded before has the
 * other lookups and not this one, so its screens would say the value is missing: it gets the phone the code used to
 * show. An empty installation is left to its seed.
 */
export const dispatchPhoneMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      insert into lookups (key, value)
      select 'CarrierDispatchPhoneNumber', ${JSON.stringify(DISPATCH_PHONE)}
      where exists (select 1 from lookups) and not exists (select 1 from lookups where key = 'CarrierDispatchPhoneNumber')
    `.execute(db);
  },
  async down() {
    // The row is a setting an operator may have changed since; it stays.
  },
};
