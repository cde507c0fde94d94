/**
 * A photo from the phone's camera, made small before it is kept: a 12-megapixel picture is 4 MB or more, and it waits
 * on the phone and then crosses a weak network. Its long side becomes INSPECTION_LIMITS.photoLongSide, as a JPEG.
 */
import { INSPECTION_LIMITS } from '../../../shared/inspections';
import { nowMs } from '../../app/clock';
import { savePhoto } from '../driverOutbox/photoStore';
import { newOutboxKey } from '../driverOutbox/outboxKey';

const JPEG_QUALITY = 0.8;

/** The size a photo of width × height is drawn at: never larger than it was. */
export function resizedSize(width: number, height: number, longSide: number = INSPECTION_LIMITS.photoLongSide) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizePhoto(file: Blob): Promise<Blob> {
  // A browser without these keeps the photo as taken; the server still limits its size.
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = resizedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', JPEG_QUALITY));
}

/** Resizes and keeps the photo in the phone's photo store; the key names it in the inspection and its upload. */
export async function keepPhoto(file: Blob): Promise<string> {
  const key = newOutboxKey();
  await savePhoto(key, await resizePhoto(file), nowMs());
  return key;
}
