import type { InspectionVehicle } from '../../../shared/contracts/inspection';
import type { Flow } from './flow';
import { photoCaption } from './inspectionWords';
import { CONTENT_WIDTH, PAGE, textIn, type Doc } from './layout';

/*
 * The vehicle's photos at one end as rows of small thumbnails, the guided angles first, then each damage's photos.
 * The thumbnails are the server's own (JPEG, made from bytes it checked); one that has not arrived yet from an
 * offline phone, or that pdfkit cannot read, is an empty frame saying so, never a failed document.
 */

const size = 46;
const gap = 6;
const captionHeight = 9;
export const PHOTO_ROW_HEIGHT = size + captionHeight + 4;
const perRow = Math.floor((CONTENT_WIDTH + gap) / (size + gap));

interface Shown {
  photoId: number;
  caption: string;
}

export function photosOf(vehicle: InspectionVehicle): Shown[] {
  return [
    ...vehicle.photos.map((photo) => ({ photoId: photo.photoId, caption: photoCaption(photo) })),
    ...vehicle.damages.flatMap((damage, index) => damage.photos.map((photo) => ({ photoId: photo.photoId, caption: photoCaption({ damageNumber: index + 1 }) }))),
  ];
}

function thumbnail(doc: Doc, image: Buffer | undefined, x: number, y: number): void {
  if (image) {
    try {
      doc.image(image, x, y, { fit: [size, size], align: 'center', valign: 'center' });
      return;
    } catch {
      // An unreadable image falls through to the empty frame.
    }
  }
  doc.rect(x, y, size, size).lineWidth(0.5).strokeColor('#999999').stroke();
  textIn(doc, 'Not yet received', { x: x + 3, y: y + size / 2 - 8, width: size - 6, height: 16 }, { size: 6, color: '#555555' });
}

/** Draws the rows at the flow's cursor, each on the page where it fits. */
export function drawPhotoStrip(doc: Doc, flow: Flow, vehicle: InspectionVehicle, images: ReadonlyMap<number, Buffer>): void {
  const shown = photosOf(vehicle);
  for (let start = 0; start < shown.length; start += perRow) {
    flow.ensure(PHOTO_ROW_HEIGHT);
    shown.slice(start, start + perRow).forEach((photo, index) => {
      const x = PAGE.margin + index * (size + gap);
      thumbnail(doc, images.get(photo.photoId), x, flow.y);
      textIn(doc, photo.caption, { x, y: flow.y + size + 1, width: size, height: captionHeight }, { size: 6, color: '#555555' });
    });
    flow.y += PHOTO_ROW_HEIGHT;
  }
}
