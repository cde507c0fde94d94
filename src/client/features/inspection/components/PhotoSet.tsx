import { GUIDED_PHOTO_ANGLES, INSPECTION_LIMITS, photoAngleNames } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import type { VehicleDraft } from '../draft';
import { photoKept, photoRemoved } from '../slice';
import { ADD_CLOSE_UP, PHOTOS_TITLE, REMOVE, photoAlt, photoButtonLabel } from '../words';
import { PhotoInput } from './PhotoInput';
import { PhotoThumb } from './PhotoThumb';

/** The guided set (front, back, driver side, passenger side), each retaken in place, then any close-ups. */
export function PhotoSet({ position, vehicle, problem }: { position: number; vehicle: VehicleDraft; problem?: string }) {
  const dispatch = useAppDispatch();
  const closeUps = vehicle.photos.filter((photo) => photo.angle === 'closeUp');
  const full = vehicle.photos.length >= INSPECTION_LIMITS.photosPerVehicle;
  return (
    <section className="inspection__section" aria-labelledby={`photos-${position}`}>
      <h3 id={`photos-${position}`} className="inspection__section-title">{PHOTOS_TITLE}</h3>
      {problem && <p className="inspection__error">{problem}</p>}
      <ul className="inspection__photos">
        {GUIDED_PHOTO_ANGLES.map((angle) => {
          const photo = vehicle.photos.find((kept) => kept.angle === angle);
          const name = photoAngleNames[angle];
          return (
            <li key={angle} className="inspection__photo">
              {photo && <PhotoThumb photoKey={photo.photoKey} alt={photoAlt(name, position)} />}
              <PhotoInput label={photoButtonLabel(name)} disabled={!photo && full} onKept={(photoKey) => dispatch(photoKept({ position, angle, photoKey }))} />
            </li>
          );
        })}
        {closeUps.map((photo, index) => (
          <li key={photo.photoKey} className="inspection__photo">
            <PhotoThumb photoKey={photo.photoKey} alt={photoAlt(`${photoAngleNames.closeUp} ${index + 1}`, position)} />
            <Button variant="link" onClick={() => dispatch(photoRemoved({ position, photoKey: photo.photoKey }))}>
              {REMOVE}<span className="hb-visually-hidden"> {photoAngleNames.closeUp.toLowerCase()} {index + 1}</span>
            </Button>
          </li>
        ))}
      </ul>
      <PhotoInput label={ADD_CLOSE_UP} disabled={full} onKept={(photoKey) => dispatch(photoKept({ position, angle: 'closeUp', photoKey }))} />
    </section>
  );
}
