import type { InspectionDamage } from '../../../../shared/contracts/inspection';
import { damagePhotoAlt, damageWords, NEW_DAMAGE } from '../loadInspectionsText';
import { PhotoGrid } from './InspectionPhotoLink';

interface DamageListProps {
  loadId: number;
  position: number;
  damages: readonly InspectionDamage[];
}

/** The vehicle's damages, numbered as their marks on the drawings; one noted only at delivery is marked New. */
export function DamageList({ loadId, position, damages }: DamageListProps) {
  if (damages.length === 0) return <p className="load-inspection__none">No damages noted</p>;
  return (
    <ol className="load-inspection__damages" aria-label={`Damages of vehicle ${position}`}>
      {damages.map((damage, index) => (
        <li key={index} className={damage.isNew ? 'load-inspection__damage load-inspection__damage--new' : 'load-inspection__damage'}>
          <p className="load-inspection__damage-words">
            {damageWords(damage.code, damage.aiag).map((words) => (
              <span key={words}>{words}</span>
            ))}
            {damage.isNew && <strong className="load-inspection__new">{NEW_DAMAGE}</strong>}
          </p>
          {damage.note && <p className="load-inspection__note">{damage.note}</p>}
          <PhotoGrid
            loadId={loadId}
            label={`Photos of damage ${index + 1}`}
            photos={damage.photos.map((photo, nth) => ({ photo, alt: damagePhotoAlt(nth + 1, index + 1, position) }))}
          />
        </li>
      ))}
    </ol>
  );
}
