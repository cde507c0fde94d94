import type { InspectionDamage } from '../../../shared/contracts/inspection';
import { DAMAGE_VIEWS, type DamageView } from '../../../shared/inspections';
import { VEHICLE_DRAWINGS, damageViewNames } from '../../../shared/vehicleDiagram';
import { BOLD, textIn, type Doc } from './layout';

/*
 * The vehicle's top and side drawings with the inspection's numbered damage marks, the same paths and fractions the
 * driver's page drew them with, so a mark lands where the driver put it. New damages at delivery are red.
 */

export const NEW_DAMAGE_COLOR = '#c62828';
const markRadius = 5.5;
const captionHeight = 10;

/** One drawing scaled into `width`; answers the y below it. */
function drawView(doc: Doc, view: DamageView, marks: readonly { number: number; damage: InspectionDamage }[], x: number, y: number, width: number): number {
  const drawing = VEHICLE_DRAWINGS[view];
  const scale = width / drawing.width;
  const height = drawing.height * scale;
  textIn(doc, damageViewNames[view], { x, y, width, height: captionHeight }, { size: 7, color: '#555555' });
  const top = y + captionHeight;
  doc.save().translate(x, top).scale(scale);
  drawing.paths.forEach((path, index) => {
    // The outline reads first; the details are lighter so the marks stand out on them.
    doc.path(path).lineWidth((index === 0 ? 1.2 : 0.7) / scale).strokeColor(index === 0 ? '#333333' : '#888888').stroke();
  });
  doc.restore();
  for (const { number, damage } of marks) {
    const color = damage.isNew ? NEW_DAMAGE_COLOR : 'black';
    const cx = x + damage.x * width;
    const cy = top + damage.y * height;
    doc.circle(cx, cy, markRadius).fillColor('white').fill();
    doc.circle(cx, cy, markRadius).lineWidth(1).strokeColor(color).stroke();
    const label = String(number);
    doc.font(BOLD).fontSize(6.5).fillColor(color);
    doc.text(label, cx - markRadius, cy - 2.6, { width: markRadius * 2, align: 'center', lineBreak: false });
  }
  return top + height;
}

/** Both drawings side by side in `width`, each damage numbered from 1 in the order listed; answers the y below them. */
export function drawConditionDiagram(doc: Doc, damages: readonly InspectionDamage[], x: number, y: number, width: number): number {
  const gap = 12;
  const viewWidth = (width - gap) / DAMAGE_VIEWS.length;
  const numbered = damages.map((damage, index) => ({ number: index + 1, damage }));
  return Math.max(...DAMAGE_VIEWS.map((view, index) => drawView(
    doc, view, numbered.filter(({ damage }) => damage.view === view), x + index * (viewWidth + gap), y, viewWidth,
  )));
}

/** The height drawConditionDiagram takes for this width. */
export function conditionDiagramHeight(width: number): number {
  const viewWidth = (width - 12) / DAMAGE_VIEWS.length;
  return captionHeight + Math.max(...DAMAGE_VIEWS.map((view) => VEHICLE_DRAWINGS[view].height * (viewWidth / VEHICLE_DRAWINGS[view].width)));
}
