import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A driver's e-mail is unique within its carrier, in any case (account spec 2.9, issue 12). A unique index
 * makes the rule hold when two adds or edits race. Drivers already sharing an address keep it on the oldest
 * one; the later ones keep the address in their notes, so nothing typed is lost.
 */
export const driverEmailUniqueMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      update drivers set
        notes = trim(coalesce(notes, '') || ' (E-mail ' || email || ' moved: another driver has it.)'),
        email = null
      where email is not null and exists (
        select 1 from drivers older
        where older.client_id = drivers.client_id and lower(older.email) = lower(drivers.email) and older.id < drivers.id
      )`.execute(db);
    await sql`create unique index drivers_client_id_email_unique on drivers (client_id, lower(email))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('drivers_client_id_email_unique').execute();
  },
};
