import sharp from 'sharp';
import { INSPECTION_LIMITS, ADVANCED_PHOTOS_PER_VEHICLE } from '../src/shared/inspections';
import type { SignedInspection } from '../src/server/repositories/inspectionContent';
import { readImage } from '../src/server/services/inspections/photoUpload';
import { numberOption } from './options';

/*
 * The bytes the database keeps per vehicle inspected (docs/benchmarks.md): the photos as a phone sends them (resized to
 * 1600 px, JPEG), the thumbnails the server makes of them, and the vehicle's share of the signed inspection row.
 * The photos are synthetic (a gradient with sensor-like noise), near what a phone camera's JPEG weighs at that size.
 *   npm run bench:inspections -- --photos 6 --quality 80
 */

const photos = numberOption('photos', ADVANCED_PHOTOS_PER_VEHICLE);
const quality = numberOption('quality', 80);
const side = INSPECTION_LIMITS.photoLongSide;

async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [side, Math.round((side * 3) / 4)];
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      gradient[at] = (x + seed * 40) % 256;
      gradient[at + 1] = (y * 2 + seed * 20) % 256;
      gradient[at + 2] = ((x + y) / 4) % 256;
    }
  }
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 14 } } }).raw().toBuffer();
  for (let index = 0; index < gradient.length; index += 1) gradient[index] = Math.min(255, Math.max(0, gradient[index]! + noise[index]! - 7));
  return sharp(gradient, { raw: { width, height, channels: 3 } }).blur(0.6).jpeg({ quality }).toBuffer();
}

/** A signature of `points` points in strokes of 40, as ints on the 1000 × 400 pad. */
const signature = (points: number) => Array.from({ length: Math.ceil(points / 40) }, (_, stroke) =>
  Array.from({ length: 80 }, (_, index) => (index % 2 === 0 ? (stroke * 25 + index * 3) % 1000 : (index * 7) % 400)));

async function main(): Promise<void> {
  let photoBytes = 0;
  let thumbnailBytes = 0;
  for (let index = 0; index < photos; index += 1) {
    const photo = await phonePhoto(index);
    const image = await readImage(photo);
    if (!image) throw new Error('the synthetic photo is not an image');
    photoBytes += photo.length;
    thumbnailBytes += image.thumbnail.length;
  }
  const content: SignedInspection = {
    vehicles: [{
      position: 1, vin: '1HGCM82633A004352', odometer: 48_211,
      photos: Array.from({ length: photos }, (_, index) => ({ photoId: 100_000 + index, angle: 'closeUp' })),
      damages: [{ view: 'top', x: 0.4213, y: 0.3377, code: 'S', aiag: null, note: 'Scratch on the hood', photoIds: [] }],
    }],
    customer: { name: 'Pat Shipper', email: 'pat@example.com', signature: signature(400), notAvailableReason: null },
    driverSignature: signature(400),
    subjectToInspection: false,
    location: null,
  };
  // The row's other columns (keys, digest, times, names) are about 250 bytes.
  const rowBytes = Buffer.byteLength(JSON.stringify(content)) + 250;
  const total = photoBytes + thumbnailBytes + rowBytes;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`per vehicle, ${photos} photos of ${side} px at JPEG quality ${quality}:`);
  console.log(`  photos      ${kb(photoBytes)} (${kb(photoBytes / photos)} each)`);
  console.log(`  thumbnails  ${kb(thumbnailBytes)} (${kb(thumbnailBytes / photos)} each)`);
  console.log(`  inspection  ${kb(rowBytes)} (one vehicle with two signatures of 400 points; shared by the load's vehicles)`);
  console.log(`  total       ${kb(total)} per end, ${kb(total * 2)} for pick-up and delivery`);
}

void main();
