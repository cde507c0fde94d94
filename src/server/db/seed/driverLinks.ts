import { hashToken } from '../../auth/tokens';
import type { Db } from '../database';
import { demoDrivers } from './accountData';

/**
 * The demo carrier's first driver (Marcus Johnson) holds a link whose token is fixed, so the README and the start-up
 * banner can show it, as they show the demo sign-ins. Only the seed uses it; real links are 256 random bits.
 */
export const DEMO_DRIVER_LINK_TOKEN = 'demo-driver-link-of-Marcus-Johnson-HB2026ab';

export async function seedDemoDriverLink({ db }: Db, now: Date): Promise<void> {
  await db.insertInto('driverLinks')
    .values({ driverId: demoDrivers[0].id, tokenHash: hashToken(DEMO_DRIVER_LINK_TOKEN), createdAt: now.toISOString(), revokedAt: null })
    .execute();
}
