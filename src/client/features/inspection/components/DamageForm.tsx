import { useId } from 'react';
import {
  AIAG_AREAS, AIAG_PHOTOS_PER_DAMAGE, AIAG_SEVERITIES, AIAG_TYPES, DAMAGE_CODES, INSPECTION_LIMITS, type DamageCode, type InspectionKind,
} from '../../../../shared/inspections';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import type { DamageDraft } from '../draft';
import { damageChanged, damagePhotoKept, damagePhotoRemoved } from '../slice';
import {
  AIAG_AREA_LABEL, AIAG_SEVERITY_LABEL, AIAG_TYPE_LABEL, CHOOSE, DAMAGE_CODE_LABEL, DAMAGE_PHOTO_LABEL, DONE, NOTE_LABEL, REMOVE, damageTitle,
} from '../words';
import { PhotoInput } from './PhotoInput';
import { PhotoThumb } from './PhotoThumb';

interface DamageFormProps {
  kind: InspectionKind;
  position: number;
  index: number;
  damage: DamageDraft;
  /** This damage's shortfalls by their last part ('code', 'aiag', 'photoKeys'). */
  problems: Record<string, string>;
  onDone: () => void;
}

function CodeSelect({ label, value, codes, onChange, problem }: { label: string; value: string; codes: Record<string, string>; onChange: (value: string) => void; problem?: string }) {
  const id = useId();
  return (
    <div className="inspection__field">
      <label htmlFor={id} className="inspection__label">{label}</label>
      <select id={id} className="inspection__input" value={value} aria-invalid={Boolean(problem)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{CHOOSE}</option>
        {Object.entries(codes).map(([code, name]) => <option key={code} value={code}>{code} {name}</option>)}
      </select>
      {problem && <p className="inspection__error">{problem}</p>}
    </div>
  );
}

/** What a mark on the drawing is: its code (or an AIAG load's area, type and severity), its photos and a note. */
export function DamageForm({ kind, position, index, damage, problems, onDone }: DamageFormProps) {
  const dispatch = useAppDispatch();
  const noteId = useId();
  const change = (fields: Partial<DamageDraft>) => dispatch(damageChanged({ position, index, ...fields }));
  const aiag = kind === 'aiag';
  const photoCap = INSPECTION_LIMITS.photosPerDamage;
  return (
    <fieldset className="inspection__damage-form">
      <legend>{damageTitle(index + 1)}</legend>
      {aiag ? (
        <>
          {problems.aiag && <p className="inspection__error">{problems.aiag}</p>}
          <CodeSelect label={AIAG_AREA_LABEL} value={damage.area} codes={AIAG_AREAS} onChange={(area) => change({ area })} />
          <CodeSelect label={AIAG_TYPE_LABEL} value={damage.type} codes={AIAG_TYPES} onChange={(type) => change({ type })} />
          <CodeSelect label={AIAG_SEVERITY_LABEL} value={damage.severity} codes={AIAG_SEVERITIES} onChange={(severity) => change({ severity })} />
        </>
      ) : (
        <CodeSelect
          label={DAMAGE_CODE_LABEL} value={damage.code ?? ''} codes={DAMAGE_CODES} problem={problems.code}
          onChange={(code) => change({ code: code === '' ? null : (code as DamageCode) })}
        />
      )}
      <div className="inspection__field">
        {problems.photoKeys && <p className="inspection__error">{problems.photoKeys}</p>}
        <ul className="inspection__photos">
          {damage.photoKeys.map((photoKey, photo) => (
            <li key={photoKey} className="inspection__photo">
              <PhotoThumb photoKey={photoKey} alt={`${damageTitle(index + 1)}, photo ${photo + 1}`} />
              <Button variant="link" onClick={() => dispatch(damagePhotoRemoved({ position, index, photoKey }))}>
                {REMOVE}<span className="hb-visually-hidden"> photo {photo + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        <PhotoInput
          label={`${DAMAGE_PHOTO_LABEL}${aiag ? ` (${AIAG_PHOTOS_PER_DAMAGE} needed)` : ' (optional)'}`} disabled={damage.photoKeys.length >= photoCap}
          onKept={(photoKey) => dispatch(damagePhotoKept({ position, index, photoKey }))}
        />
      </div>
      <div className="inspection__field">
        <label htmlFor={noteId} className="inspection__label">{NOTE_LABEL}</label>
        <textarea id={noteId} className="inspection__input" rows={2} maxLength={INSPECTION_LIMITS.noteLength} value={damage.note} onChange={(event) => change({ note: event.target.value })} />
      </div>
      <Button variant="secondary" onClick={onDone}>{DONE}</Button>
    </fieldset>
  );
}
