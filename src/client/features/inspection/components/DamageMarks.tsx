import { useState } from 'react';
import {
  AIAG_AREAS, AIAG_TYPES, DAMAGE_CODES, DAMAGE_VIEWS, INSPECTION_LIMITS, type AiagArea, type AiagType, type InspectionKind,
} from '../../../../shared/inspections';
import { damageViewNames } from '../../../../shared/vehicleDiagram';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { VehicleDiagram } from '../../../ui/inspection/VehicleDiagram';
import type { DamageDraft, VehicleDraft } from '../draft';
import { damagePlaced, damageRemoved } from '../slice';
import { DAMAGES_HINT, DAMAGES_TITLE, EDIT, NO_DAMAGES, REMOVE, damageTitle } from '../words';
import { DamageForm } from './DamageForm';

function damageSummary(damage: DamageDraft): string {
  const code = damage.code ? DAMAGE_CODES[damage.code] : '';
  const aiag = damage.area && damage.type
    ? `${AIAG_AREAS[damage.area as AiagArea]}, ${AIAG_TYPES[damage.type as AiagType]}` : '';
  return [code || aiag || 'Not described yet', damageViewNames[damage.view]].join(' · ');
}

/** For a damage path's shortfalls: 'vehicles[0].damages[2].code' → { code: message }. */
function problemsOf(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field.startsWith(`${prefix}.`)).map(([field, message]) => [field.slice(prefix.length + 1), message]));
}

/** The drawings to mark damages on (top and side), the form of the mark being described, and the list of marks. */
export function DamageMarks({ kind, position, vehicle, errors }: { kind: InspectionKind; position: number; vehicle: VehicleDraft; errors: Record<string, string> }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<number | null>(null);
  const full = vehicle.damages.length >= INSPECTION_LIMITS.damagesPerVehicle;
  const marksOf = (view: string) => vehicle.damages.flatMap((damage, index) => (damage.view === view ? [{ x: damage.x, y: damage.y, label: String(index + 1) }] : []));
  const editingDamage = editing === null ? undefined : vehicle.damages[editing];
  return (
    <section className="inspection__section" aria-labelledby={`damages-${position}`}>
      <h3 id={`damages-${position}`} className="inspection__section-title">{DAMAGES_TITLE}</h3>
      <p className="inspection__hint">{DAMAGES_HINT}</p>
      <div className="inspection__diagrams">
        {DAMAGE_VIEWS.map((view) => (
          <VehicleDiagram
            key={view} view={view} marks={marksOf(view)}
            onPlace={full ? undefined : (x, y) => {
              dispatch(damagePlaced({ position, view, x, y }));
              setEditing(vehicle.damages.length);
            }}
          />
        ))}
      </div>
      {editing !== null && editingDamage && (
        <DamageForm
          kind={kind} position={position} index={editing} damage={editingDamage}
          problems={problemsOf(errors, `vehicles[${position - 1}].damages[${editing}]`)} onDone={() => setEditing(null)}
        />
      )}
      {vehicle.damages.length === 0 ? <p className="inspection__hint">{NO_DAMAGES}</p> : (
        <ol className="inspection__damages">
          {vehicle.damages.map((damage, index) => (
            // Marks have no id: a list position is what the drawing shows as the mark's number.
            <li key={index} className="inspection__damage">
              <span><strong>{damageTitle(index + 1)}</strong>: {damageSummary(damage)}</span>
              <span className="inspection__damage-actions">
                <Button variant="link" onClick={() => setEditing(index)}>{EDIT}<span className="hb-visually-hidden"> {damageTitle(index + 1).toLowerCase()}</span></Button>
                <Button variant="link" onClick={() => { setEditing(null); dispatch(damageRemoved({ position, index })); }}>
                  {REMOVE}<span className="hb-visually-hidden"> {damageTitle(index + 1).toLowerCase()}</span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
