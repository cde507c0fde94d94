import { sql } from 'kysely';
import type { Db } from './database';

/** Every data table, children before parents, so deleting in this order never breaks a foreign key. */
export const dataTablesChildrenFirst = [
  'call_requests', 'page_views', 'live_events', 'load_events', 'outbox', 'sms_outbox', 'feedback', 'unassign_reasons', 'lookups', 'announcements', 'notification_settings', 'notices_sent',
  'inspections', 'inspection_photos', 'carrier_uploads', 'carrier_documents', 'payment_method_change_requests', 'invoice_payment_failures', 'invoices', 'saved_search_digests', 'signing_keys', 'search_history', 'favorites', 'vehicles', 'loads', 'trucks', 'driver_links', 'drivers',
  'carrier_applications', 'carrier_registrations', 'registration_codes', 'password_resets', 'sign_in_failures', 'sessions', 'users', 'clients',
  'desk_api_keys', 'operator_sessions', 'operators', 'jobs',
] as const;

/** Empties every data table and restarts generated ids; the schema and its migration history stay. */
export async function clearDataTables({ db, dialect }: Db): Promise<void> {
  const raw = db.withoutPlugins();
  if (dialect === 'postgres') {
    await sql`truncate table ${sql.join(dataTablesChildrenFirst.map((table) => sql.table(table)))} restart identity cascade`
      .execute(raw);
    return;
  }
  await raw.transaction().execute(async (trx) => {
    for (const table of dataTablesChildrenFirst) await sql`delete from ${sql.table(table)}`.execute(trx);
    await sql`delete from sqlite_sequence`.execute(trx);
  });
}

/**
 * Rows inserted with explicit ids leave PostgreSQL identity sequences behind; move each past its table's
 * largest id. SQLite's autoincrement already follows explicit ids.
 */
export async function resetIdentitySequences({ db, dialect }: Db): Promise<void> {
  if (dialect !== 'postgres') return;
  const raw = db.withoutPlugins();
  const { rows } = await sql<{ tableName: string; columnName: string }>`
    select table_name as "tableName", column_name as "columnName" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(raw);
  for (const { tableName, columnName } of rows) {
    await sql`select setval(pg_get_serial_sequence(${tableName}, ${columnName}),
      coalesce((select max(${sql.ref(columnName)}) from ${sql.table(tableName)}), 0) + 1, false)`.execute(raw);
  }
}

/**
 * Runs a bulk load with SQLite's fsync turned off: a crash mid-seed only loses demo data that would be
 * regenerated anyway. PostgreSQL needs no such switch.
 */
export async function withBulkWrites<T>({ db, dialect }: Db, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return work();
  await sql`pragma synchronous = off`.execute(db);
  try {
    return await work();
  } finally {
    await sql`pragma synchronous = normal`.execute(db);
  }
}
