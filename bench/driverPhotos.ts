import { launchBrowser } from '../__tests__/e2e/support/launchChromium';
import { startHaulboard } from '../__tests__/e2e/support/server';
import { inspectAndSign } from '../__tests__/e2e/support/driverInspection';
import { DEMO_DRIVER_LINK_TOKEN } from '../src/server/db/seed/driverLinks';
import { numberOption } from './options';

/*
 * `npm run bench:driverPhotos [-- --runs 3]`: a driver's pick-up inspection of one vehicle with six photos from a
 * 12-megapixel camera, on a 390 px phone on Lighthouse's slow-4G profile: what the phone keeps after resizing, and the
 * time from 'Sign and Mark Picked Up' until the outbox has sent the photos, the inspection and the mark.
 */

const runs = numberOption('runs', 3);
const demoDriverId = 1;
// Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbps down, 750 kbps up (as bench/client.ts).
const slow4g = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function oneRun(): Promise<{ ms: number; bytes: number; photos: number }> {
  const haulboard = await startHaulboard({ loads: 50 });
  const browser = await launchBrowser({ width: 390, height: 844 });
  try {
    const db = haulboard.db.db;
    const client = await db.selectFrom('users').select('clientId').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
    const load = await db.selectFrom('loads').select('id').where('carrierClientId', '=', client.clientId)
      .where('orderStatus', '=', 'PendingPickup').orderBy('id').limit(1).executeTakeFirstOrThrow();
    // One vehicle, so the figure is one vehicle's photos.
    await db.deleteFrom('vehicles').where('loadId', '=', load.id).where('position', '>', 1).execute();
    await db.updateTable('loads').set({ driverId: demoDriverId, vehicleCount: 1 }).where('id', '=', load.id).execute();

    const page = await browser.context.newPage();
    await page.goto(`${haulboard.baseUrl}/driver/${DEMO_DRIVER_LINK_TOKEN}`);
    const card = page.getByRole('article', { name: `Load ${load.id}` });
    await card.getByRole('button', { name: 'Picked Up' }).click();
    const cdp = await browser.context.newCDPSession(page);
    let signedAt = 0;
    await inspectAndSign(page, 'pickup', {
      vehicles: 1, customerName: 'Pat Shipper', photos: true, closeUps: 2, detailedPhotos: true,
      beforeSigning: async () => {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', slow4g);
        signedAt = performance.now();
      },
    });
    await card.getByText('In Progress', { exact: true }).waitFor({ timeout: 180_000 });
    const ms = performance.now() - signedAt;
    const photos = await db.selectFrom('inspectionPhotos').select('byteSize').where('loadId', '=', load.id).execute();
    return { ms, bytes: photos.reduce((sum, photo) => sum + Number(photo.byteSize), 0), photos: photos.length };
  } finally {
    await browser.close();
    await haulboard.stop();
  }
}

async function main(): Promise<void> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await oneRun();
    console.log(`run ${run + 1}: ${result.photos} photos, ${(result.bytes / 1024).toFixed(0)} KB after resizing, sent in ${result.ms.toFixed(0)} ms`);
    results.push(result);
  }
  console.log(`one vehicle's ${results[0]!.photos} photos on slow 4G (390 px phone): median ${median(results.map((result) => result.ms)).toFixed(0)} ms for ${(median(results.map((result) => result.bytes)) / 1024).toFixed(0)} KB (photos, inspection and mark)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
