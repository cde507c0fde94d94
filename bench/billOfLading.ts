import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { findLoadRow } from '../src/server/repositories/loadAssignments';
import { createLaneCache } from '../src/server/repositories/loadLanes';
import { findLoadDocumentFacts, type LoadInspections } from '../src/server/repositories/loadDocuments';
import { loadDocumentsPdf } from '../src/server/services/documents/loadDocumentsPdf';
import type { InspectionRecord } from '../src/shared/contracts/inspection';
import { createCarrier } from '../__tests__/server/support/appFixtures';
import { aVehicle, claimedBy, insertDriver, insertLoad } from '../__tests__/server/lists/support';
import { aDamage, anInspectedVehicle, anInspection, aPhoto } from '../__tests__/server/documents/inspectionRecords';
import { percentile, timed } from './loadsFigures';
import { numberOption } from './options';

/*
 * npx tsx bench/billOfLading.ts [--vehicles 10] [--photos 6] [--runs 9]
 * The time to build a load's documents PDF (dispatch sheet and bills of lading) when every vehicle is inspected at
 * pick-up and at delivery, each with its photos and two damages; thumbnails are the server's size (320 px) made of
 * noise, which compresses worse than a photo, so the bytes are an upper bound.
 */

const vehicles = numberOption('vehicles', 10);
const photos = numberOption('photos', 6);
const runs = numberOption('runs', 9);
const angles = ['front', 'back', 'left', 'right', 'closeUp', 'closeUp'] as const;

async function thumbnail(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 70 }).toBuffer();
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-bench-bol-'));
  const db = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(db);
  const carrier = await createCarrier(db, { clientName: 'Blue Ridge Car Carriers' });
  const driverId = await insertDriver(db, carrier.clientId, { firstName: 'Rosa', lastName: 'Diaz' });
  const loadId = await insertLoad(db, { ...claimedBy(carrier, 'Delivered'), driverId, vehicles: Array.from({ length: vehicles }, () => aVehicle()) });
  const row = (await findLoadRow(db.db, loadId))!;
  const facts = (await findLoadDocumentFacts({ db: db.db, lanes: createLaneCache(db.db) }, carrier, row))!;

  const images = new Map<number, Buffer>();
  const record = async (stage: 'pickup' | 'delivery'): Promise<InspectionRecord> => anInspection(loadId, stage, {
    vehicles: await Promise.all(Array.from({ length: vehicles }, async (_, index) => {
      const shot = Array.from({ length: photos }, (__, photo) => aPhoto(angles[photo % angles.length]));
      for (const photo of shot) images.set(photo.photoId, await thumbnail());
      return anInspectedVehicle({
        position: index + 1, photos: shot,
        damages: [aDamage({ note: 'Rear bumper' }), aDamage({ view: 'side', x: 0.7, code: 'D', isNew: stage === 'delivery' })],
      });
    })),
  });
  const inspections: LoadInspections = { pickup: await record('pickup'), delivery: await record('delivery') };
  const inspected = { ...facts, inspections, images };
  const imageBytes = [...images.values()].reduce((sum, image) => sum + image.length, 0);

  let bytes = 0;
  await loadDocumentsPdf(inspected, { printedAt: new Date() }); // warm-up: fonts and code paths
  const samples = await timed(runs, async () => { bytes = (await loadDocumentsPdf(inspected, { printedAt: new Date() })).length; });
  const blank = await timed(runs, () => loadDocumentsPdf(facts, { printedAt: new Date() }));
  console.log(`${vehicles} vehicles, ${photos} photos each at each end (${images.size} thumbnails, ${(imageBytes / 1024).toFixed(0)} KiB)`);
  console.log(`inspected: median ${percentile(samples, 50).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms over ${runs} runs; PDF ${(bytes / 1024).toFixed(0)} KiB`);
  console.log(`without inspections: median ${percentile(blank, 50).toFixed(0)} ms`);
  await db.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
