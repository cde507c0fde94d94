import { sql, type Kysely } from 'kysely';
import type { RecipientRecord } from '../../shared/loads';
import type { Database } from '../db/tables';
import { containsPattern, findClientDriver, searchableTerm, toDriverRecord } from './drivers';

/** The autocomplete shows a short list; a person types more to narrow it. */
export const RECIPIENT_SUGGESTIONS = 20;

export interface RecipientChoice {
  toUserId: number;
  toUserType?: 'Driver' | 'User';
}

function hasEmail(email: string | null): email is string {
  return Boolean(email && email.trim());
}

function userName(row: { firstName: string; lastName: string; email: string }): string {
  return [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim() || row.email;
}

/**
 * Where a carrier's e-mail of an export or a document goes: its own enabled driver (or its own user) with an
 * address. Null for anyone else's, a disabled driver, or one without an e-mail.
 */
export async function findRecipient(
  db: Kysely<Database>, clientId: number, { toUserId, toUserType = 'Driver' }: RecipientChoice,
): Promise<{ name: string; email: string } | null> {
  // Ids are PostgreSQL integers; a larger number is no id and must not reach the database.
  if (!Number.isSafeInteger(toUserId) || toUserId < 1 || toUserId > 2_147_483_647) return null;
  if (toUserType === 'User') {
    const user = await db.selectFrom('users').select(['firstName', 'lastName', 'email'])
      .where('id', '=', toUserId).where('clientId', '=', clientId).executeTakeFirst();
    return user && hasEmail(user.email) ? { name: userName(user), email: user.email.trim() } : null;
  }
  const driver = await findClientDriver(db, clientId, toUserId);
  if (!driver || driver.enabled !== 1 || !hasEmail(driver.email)) return null;
  const record = toDriverRecord(driver);
  return { name: record.name || driver.email.trim(), email: driver.email.trim() };
}

/** The carrier's enabled drivers and its users with an e-mail whose name or e-mail contains `term`, by name. */
export async function suggestRecipients(db: Kysely<Database>, clientId: number, term: string): Promise<RecipientRecord[]> {
  const trimmed = searchableTerm(term);
  if (trimmed === null) return [];
  const pattern = containsPattern(trimmed);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const fullName = sql<boolean>`lower(coalesce(${sql.ref('firstName')}, '') || ' ' || coalesce(${sql.ref('lastName')}, '')) like ${pattern} escape '\\'`;
  const matches = [like('firstName'), like('lastName'), like('email'), fullName];
  const byName = sql`lower(coalesce(${sql.ref('firstName')}, '') || ' ' || coalesce(${sql.ref('lastName')}, ''))`;

  const [drivers, users] = await Promise.all([
    db.selectFrom('drivers').selectAll()
      .where('clientId', '=', clientId).where('enabled', '=', 1)
      .where('email', 'is not', null).where(sql<boolean>`trim(${sql.ref('email')}) <> ''`)
      .where((eb) => eb.or(matches))
      .orderBy(byName).orderBy('id').limit(RECIPIENT_SUGGESTIONS).execute(),
    db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email'])
      .where('clientId', '=', clientId).where(sql<boolean>`trim(${sql.ref('email')}) <> ''`)
      .where((eb) => eb.or(matches))
      .orderBy(byName).orderBy('id').limit(RECIPIENT_SUGGESTIONS).execute(),
  ]);

  const recipients: RecipientRecord[] = [
    ...drivers.map((row) => {
      const email = row.email!.trim();
      return { recipientType: 'Driver' as const, id: row.id, name: toDriverRecord(row).name || email, email };
    }),
    ...users.map((row) => ({ recipientType: 'User' as const, id: row.id, name: userName(row), email: row.email.trim() })),
  ];
  return recipients
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.recipientType.localeCompare(b.recipientType) || a.id - b.id)
    .slice(0, RECIPIENT_SUGGESTIONS);
}
