import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DriverRecord } from '../../shared/loads';
import type { Database, Driver } from '../db/tables';

/** The one place a driver row becomes the wire's DriverRecord; `name` is '' for an unnamed driver. */
export function toDriverRecord(row: Driver): DriverRecord {
  return {
    driverId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim(),
    email: row.email,
    cellPhoneNumber: row.cellPhoneNumber,
    enabled: row.enabled === 1,
  };
}

/** The carrier's own driver with this id, active or not; undefined for another carrier's. */
export async function findClientDriver(db: Kysely<Database>, clientId: number, driverId: number): Promise<Driver | undefined> {
  return db.selectFrom('drivers').selectAll().where('id', '=', driverId).where('clientId', '=', clientId).executeTakeFirst();
}

export interface DriverPageQuery {
  pageNumber: number;
  pageSize: number;
  sortAscending: boolean;
  searchTerm?: string;
  includeInactive: boolean;
}

/** A `like` pattern matching `term` anywhere, literally: % and _ typed by a person are not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** lower() on both sides and an explicit escape character: SQLite's like and PostgreSQL's differ otherwise. */
function matchesTerm(eb: ExpressionBuilder<Database, 'drivers'>, term: string) {
  const pattern = containsPattern(term);
  const contains = (column: 'firstName' | 'lastName' | 'email') =>
    sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([contains('firstName'), contains('lastName'), contains('email')]);
}

/** The text to look for, or null for no search. NUL never occurs in a name and PostgreSQL refuses it in text. */
export function searchableTerm(term: string | undefined): string | null {
  const trimmed = term?.replace(/\u0000/g, '').trim();
  return trimmed ? trimmed : null;
}

function driversOf(db: Kysely<Database>, clientId: number, term: string | null, includeInactive: boolean) {
  return db
    .selectFrom('drivers')
    .where('clientId', '=', clientId)
    .$if(!includeInactive, (query) => query.where('enabled', '=', 1))
    .$if(term !== null, (query) => query.where((eb) => matchesTerm(eb, term as string)));
}

/** By last name, then first name, then id; drivers without a last name come after the named ones either way. */
function byLastName<Q extends SelectQueryBuilder<Database, 'drivers', Driver>>(query: Q, ascending: boolean): Q {
  const direction = ascending ? 'asc' : 'desc';
  const blank = (column: 'lastName' | 'firstName') =>
    sql<number>`case when coalesce(trim(${sql.ref(column)}), '') = '' then 1 else 0 end`;
  const folded = (column: 'lastName' | 'firstName') => sql<string>`lower(coalesce(${sql.ref(column)}, ''))`;
  return query
    .orderBy(blank('lastName'))
    .orderBy(folded('lastName'), direction)
    .orderBy(blank('firstName'))
    .orderBy(folded('firstName'), direction)
    .orderBy('id', direction) as Q;
}

/** One page of the carrier's drivers and how many match in all. */
export async function listClientDrivers(
  db: Kysely<Database>, clientId: number, query: DriverPageQuery,
): Promise<{ records: DriverRecord[]; totalRecordCount: number }> {
  const term = searchableTerm(query.searchTerm);
  const [rows, counted] = await Promise.all([
    byLastName(driversOf(db, clientId, term, query.includeInactive).selectAll(), query.sortAscending)
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
    driversOf(db, clientId, term, query.includeInactive)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toDriverRecord), totalRecordCount: Number(counted.count) };
}

/** The carrier's enabled drivers whose name or e-mail contains the term, first `maxResults` by last name. */
export async function searchClientDrivers(
  db: Kysely<Database>, clientId: number, searchTerm: string | undefined, maxResults: number,
): Promise<DriverRecord[]> {
  const rows = await byLastName(driversOf(db, clientId, searchableTerm(searchTerm), false).selectAll(), true)
    .limit(maxResults)
    .execute();
  return rows.map(toDriverRecord);
}
