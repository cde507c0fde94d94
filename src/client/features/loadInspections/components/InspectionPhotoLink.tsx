import type { InspectionPhoto } from '../../../../shared/contracts/inspection';
import { INSPECTION_LIMITS } from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { inspectionPhotoFailed } from '../slice';

/** The thumbnail's box, from the photo's own shape, so the grid does not jump while thumbnails arrive. */
function thumbnailSize({ width, height }: Pick<InspectionPhoto, 'width' | 'height'>) {
  const longSide = INSPECTION_LIMITS.thumbnailLongSide;
  if (width <= 0 || height <= 0) return { width: longSide, height: longSide };
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A photo's thumbnail that opens the full photo in a new tab. */
export function InspectionPhotoLink({ loadId, photo, alt }: { loadId: number; photo: InspectionPhoto; alt: string }) {
  const dispatch = useAppDispatch();
  return (
    <a href={photo.url} target="_blank" rel="noopener" className="load-inspection__photo">
      <img
        src={photo.thumbnailUrl}
        alt={alt}
        {...thumbnailSize(photo)}
        loading="lazy"
        // The signed links expire after a few minutes: a detail left open reads fresh ones (sagas.ts).
        onError={() => dispatch(inspectionPhotoFailed(loadId))}
      />
    </a>
  );
}

/** Photos wrap in a grid that fits a 390 px phone. */
export function PhotoGrid({ loadId, photos, label }: { loadId: number; photos: Array<{ photo: InspectionPhoto; alt: string }>; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="load-inspection__photos" aria-label={label}>
      {photos.map(({ photo, alt }) => (
        <li key={photo.photoId}>
          <InspectionPhotoLink loadId={loadId} photo={photo} alt={alt} />
        </li>
      ))}
    </ul>
  );
}
