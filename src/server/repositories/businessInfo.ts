import type { Kysely } from 'kysely';
import type { BusinessInfoValues, BusinessInformation } from '../../shared/accountSchemas';
import type { Database } from '../db/tables';

const columns = ['id', 'name', 'primaryPhone', 'cellPhone', 'email', 'address1', 'address2', 'city', 'state', 'zip'] as const;

/** The carrier's own client row as the Business Information screen shows it (account spec 2.11). */
export async function findBusinessInfo(db: Kysely<Database>, clientId: number): Promise<BusinessInformation | null> {
  const row = await db.selectFrom('clients').select(columns).where('id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  const { id, ...rest } = row;
  return { clientId: id, ...rest };
}

/** Blank optional fields are stored as null, as registration stores what was left out. */
export async function updateBusinessInfo(db: Kysely<Database>, clientId: number, values: BusinessInfoValues): Promise<void> {
  const orNull = (value: string) => (value === '' ? null : value);
  await db.updateTable('clients').set({
    primaryPhone: orNull(values.primaryPhone), cellPhone: orNull(values.cellPhone), email: orNull(values.email.toLowerCase()),
    address1: values.address1, address2: orNull(values.address2), city: values.city, state: orNull(values.state), zip: orNull(values.zip),
  }).where('id', '=', clientId).execute();
}
