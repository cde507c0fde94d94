import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { hasValidCheckDigit } from '../../../src/shared/inspectionRules';

/** The driver's inspection in a real browser (issue 24): what a driver does on the phone between a tap and the mark. */

const CHECK_CHARACTERS = '0123456789X';

/** A VIN whose check digit is right, different for each `serial`. */
export function validVin(serial: number): string {
  // The ninth character is the check digit of the other sixteen.
  const [maker, rest] = ['1HGCM826', `3A${String(100000 + serial).slice(-6)}`];
  const vin = [...CHECK_CHARACTERS].map((check) => `${maker}${check}${rest}`).find(hasValidCheckDigit);
  if (!vin) throw new Error(`no check digit fits VIN ${maker}?${rest}`);
  return vin;
}

/**
 * A photo as a phone camera takes one: larger than the page keeps, so the page resizes it before keeping it. With
 * `detail`, sensor-like noise makes it compress as a real photo does (the benchmark's sizes); without, it is small.
 */
export function cameraPhoto(shade: number, detail = false): Promise<Buffer> {
  const background = { r: shade, g: 120, b: 200 - shade };
  const create = detail
    ? { width: 4032, height: 3024, channels: 3 as const, background, noise: { type: 'gaussian' as const, mean: 128, sigma: 12 } }
    : { width: 2400, height: 1800, channels: 3 as const, background };
  return sharp({ create }).jpeg({ quality: 90 }).toBuffer();
}

/** Draws a short zigzag on the signature pad named `label`, as a finger would. */
export async function drawSignature(page: Page, label: string): Promise<void> {
  const pad = page.getByRole('img', { name: label, exact: true });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${label} is not on the screen`);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (const [x, dy] of [[0.3, -0.2], [0.5, 0.2], [0.7, -0.2], [0.9, 0.1]] as const) {
    await page.mouse.move(box.x + box.width * x, y + box.height * dy, { steps: 4 });
  }
  await page.mouse.up();
}

export interface InspectionSteps {
  /** How many vehicles the load has (one step each). */
  vehicles: number;
  customerName: string;
  customerEmail?: string;
  /** Photos given to the file chooser for the guided set of each vehicle. */
  photos?: boolean;
  /** Close-ups added after the guided set, of each vehicle. */
  closeUps?: number;
  /** Photos with a real photo's detail (see cameraPhoto). */
  detailedPhotos?: boolean;
  /** A scratch marked on the first vehicle's top view. */
  scratch?: boolean;
  subjectToInspection?: boolean;
  /** A correction of an inspection already signed: signed alone, without the load's mark. */
  correction?: boolean;
  /** Called on the signing step before signing, e.g. to run axe there. */
  beforeSigning?: () => Promise<void>;
}

/** Walks the inspection opened on the page: each vehicle's VIN, odometer and photos, then the signatures. */
export async function inspectAndSign(page: Page, stage: 'pickup' | 'delivery', steps: InspectionSteps): Promise<void> {
  const who = stage === 'pickup' ? 'Shipper' : 'Receiver';
  for (let position = 1; position <= steps.vehicles; position += 1) {
    await page.getByRole('heading', { name: new RegExp(`^Vehicle ${position} of ${steps.vehicles}`) }).waitFor();
    await page.getByLabel('VIN', { exact: true }).fill(validVin(position));
    await page.getByLabel('Odometer (miles)').fill(String(12000 + position));
    if (steps.photos) {
      for (const [index, angle] of ['Front', 'Back', 'Driver side', 'Passenger side'].entries()) {
        await page.getByLabel(`${angle} photo`, { exact: true }).setInputFiles({ name: `${angle}.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(index * 40, steps.detailedPhotos) });
        await page.getByRole('img', { name: `${angle} of vehicle ${position}` }).waitFor();
      }
    }
    for (let closeUp = 1; closeUp <= (steps.closeUps ?? 0); closeUp += 1) {
      await page.getByLabel('Add a close-up', { exact: true }).setInputFiles({ name: `close-up-${closeUp}.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(closeUp * 30, steps.detailedPhotos) });
      await page.getByRole('img', { name: `Close-up ${closeUp} of vehicle ${position}` }).waitFor();
    }
    if (steps.scratch && position === 1) {
      await page.getByRole('button', { name: /^Top view.*tap where the damage is/ }).first().click();
      await page.getByLabel('Damage', { exact: true }).selectOption('S');
      await page.getByRole('button', { name: 'Done' }).click();
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('heading', { name: 'Signatures' }).waitFor();
  await page.getByLabel(`${who}'s name`).fill(steps.customerName);
  if (steps.customerEmail) await page.getByLabel('E-mail (optional)').fill(steps.customerEmail);
  await drawSignature(page, `${who}'s signature`);
  if (steps.subjectToInspection) await page.getByLabel('Subject to inspection').check();
  await drawSignature(page, 'Your signature');
  await steps.beforeSigning?.();
  const sign = steps.correction ? 'Sign the Correction' : stage === 'pickup' ? 'Sign and Mark Picked Up' : 'Sign and Mark Delivered';
  await page.getByRole('button', { name: sign }).click();
}
