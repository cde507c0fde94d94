import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { accountsMigration } from './migrations/0001_accounts';
import { loadsMigration } from './migrations/0002_loads';
import { contentMigration } from './migrations/0003_content';
import { loadSearchMigration } from './migrations/0004_load_search';
import { outboxRetriesMigration } from './migrations/0005_outbox_retries';
import { onboardingMigration } from './migrations/0006_onboarding';
import { carrierDocumentsMigration } from './migrations/0007_carrier_documents';
import { notificationsMigration } from './migrations/0008_notifications';
import { feedbackPageViewsMigration } from './migrations/0009_feedback_page_views';
import { driverEmailUniqueMigration } from './migrations/0010_driver_email_unique';
import { invoiceLinesMigration } from './migrations/0011_invoice_lines';
import { dashboardMigration } from './migrations/0012_dashboard';
import { driverLinksMigration } from './migrations/0015_driver_links';
import { postedLoadsMigration } from './migrations/0014_posted_loads';
import { jobsMigration } from './migrations/0016_jobs';
import { deskAccessMigration } from './migrations/0013_desk_access';
import { liveEventsMigration } from './migrations/0017_live_events';
import { installationMigration } from './migrations/0018_installation';
import { brokerKeysMigration } from './migrations/0019_broker_keys';
import { carrierLimitsMigration } from './migrations/0020_carrier_limits';
import { dispatchPhoneMigration } from './migrations/0021_dispatch_phone';
import { deskLoadEventsMigration } from './migrations/0022_desk_load_events';
import { smsDeliveryMigration } from './migrations/0023_sms_delivery';
import { noticesSentMigration } from './migrations/0024_notices_sent';
import { carrierApplicationsMigration } from './migrations/0025_carrier_applications';
import { userPreferencesMigration } from './migrations/0026_user_preferences';
import { placeTimeZonesMigration } from './migrations/0027_place_time_zones';
import { pickUpUndoneMigration } from './migrations/0028_pick_up_undone';
import { inspectionsMigration } from './migrations/0029_inspections';

/** Listed in code, not read from a folder, so migrations run the same under tsx, jest and a bundle. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accountsMigration,
  '0002_loads': loadsMigration,
  '0003_content': contentMigration,
  '0004_load_search': loadSearchMigration,
  '0005_outbox_retries': outboxRetriesMigration,
  '0006_onboarding': onboardingMigration,
  '0007_carrier_documents': carrierDocumentsMigration,
  '0008_notifications': notificationsMigration,
  '0009_feedback_page_views': feedbackPageViewsMigration,
  '0010_driver_email_unique': driverEmailUniqueMigration,
  '0011_invoice_lines': invoiceLinesMigration,
  '0012_dashboard': dashboardMigration,
  '0015_driver_links': driverLinksMigration,
  '0014_posted_loads': postedLoadsMigration,
  '0016_jobs': jobsMigration,
  '0013_desk_access': deskAccessMigration,
  '0017_live_events': liveEventsMigration,
  '0018_installation': installationMigration,
  '0019_broker_keys': brokerKeysMigration,
  '0020_carrier_limits': carrierLimitsMigration,
  '0021_dispatch_phone': dispatchPhoneMigration,
  '0022_desk_load_events': deskLoadEventsMigration,
  '0023_sms_delivery': smsDeliveryMigration,
  '0024_notices_sent': noticesSentMigration,
  '0025_carrier_applications': carrierApplicationsMigration,
  '0026_user_preferences': userPreferencesMigration,
  '0027_place_time_zones': placeTimeZonesMigration,
  '0028_pick_up_undone': pickUpUndoneMigration,
  '0029_inspections': inspectionsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/*
 * Migrations name SQL columns in snake_case themselves; the camelCase plugin stays out of their way.
 * On PostgreSQL the migrator must look for its own tables in the schema it writes to: otherwise a
 * kysely_migration_lock table in any other schema of the database counts as ours and ours is never made.
 */
async function migratorFor(db: Pick<Db, 'db' | 'dialect'>): Promise<Migrator> {
  const plain = db.db.withoutPlugins();
  // Numbers were handed out per issue, so a database may already hold a later one (0009) than a new one (0008).
  const options = { db: plain, provider, allowUnorderedMigrations: true };
  if (db.dialect !== 'postgres') return new Migrator(options);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(plain);
  return new Migrator({ ...options, migrationTableSchema: rows[0].schema });
}

/** Brings the schema up to date. Safe to call on every start and from several processes at once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
}

/** The migrations this code knows that the database has not run yet (another process may be running them). */
export async function pendingMigrations(db: Pick<Db, 'db' | 'dialect'>): Promise<string[]> {
  const known = await (await migratorFor(db)).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
