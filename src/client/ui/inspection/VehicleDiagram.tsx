import type { KeyboardEvent, MouseEvent } from 'react';
import type { DamageView } from '../../../shared/inspections';
import { VEHICLE_DRAWINGS, damageViewNames } from '../../../shared/vehicleDiagram';
import './inspection.css';

export interface DiagramMark {
  x: number;
  y: number;
  /** The mark's short label on the drawing: its number in the damage list. */
  label: string;
  /** A damage noted at delivery with nothing like it at pick-up. */
  isNew?: boolean;
}

export interface VehicleDiagramProps {
  view: DamageView;
  marks: readonly DiagramMark[];
  /** Given, a tap or click on the drawing places a mark there (x and y as fractions of the drawing). */
  onPlace?: (x: number, y: number) => void;
  /** Whose drawing, when a page shows several vehicles: 'vehicle 2' makes it 'Top view of vehicle 2'. */
  subject?: string;
}

const MARK_RADIUS = 7;

/** One drawing of the vehicle (shared/vehicleDiagram) with its damage marks; the driver's page places marks on it. */
export function VehicleDiagram({ view, marks, onPlace, subject }: VehicleDiagramProps) {
  const drawing = VEHICLE_DRAWINGS[view];
  const place = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const fraction = (value: number) => Math.min(1, Math.max(0, value));
    onPlace(fraction((event.clientX - box.left) / box.width), fraction((event.clientY - box.top) / box.height));
  };
  // Keyboard users place a mark in the middle of the drawing and describe where in its note.
  const placeByKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (onPlace && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onPlace(0.5, 0.5);
    }
  };
  const name = `${damageViewNames[view]}${subject ? ` of ${subject}` : ''}${marks.length > 0 ? `, ${marks.length} ${marks.length === 1 ? 'damage' : 'damages'} marked` : ''}`;
  return (
    <svg
      className={`hb-vehicle-diagram${onPlace ? ' hb-vehicle-diagram--placing' : ''}`}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role={onPlace ? 'button' : 'img'}
      aria-label={onPlace ? `${name}: tap where the damage is` : name}
      tabIndex={onPlace ? 0 : undefined}
      onClick={place}
      onKeyDown={placeByKey}
    >
      {drawing.paths.map((path, index) => (
        <path key={path} d={path} className={index === 0 ? 'hb-vehicle-diagram__body' : 'hb-vehicle-diagram__detail'} />
      ))}
      {marks.map((mark) => (
        <g key={mark.label} transform={`translate(${mark.x * drawing.width} ${mark.y * drawing.height})`}>
          <circle r={MARK_RADIUS} className={mark.isNew ? 'hb-vehicle-diagram__mark hb-vehicle-diagram__mark--new' : 'hb-vehicle-diagram__mark'} />
          <text className="hb-vehicle-diagram__label" textAnchor="middle" dominantBaseline="central">{mark.label}</text>
        </g>
      ))}
    </svg>
  );
}
