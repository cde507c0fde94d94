import type { InspectionRecord, InspectionVehicle } from '../../../shared/contracts/inspection';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { dateCell } from '../exports/cells';
import { NEW_DAMAGE_COLOR, conditionDiagramHeight, drawConditionDiagram } from './conditionDiagram';
import type { Flow } from './flow';
import { conditionTitle, customerRole, damageText, odometerText, versionText } from './inspectionWords';
import { BOLD, CONTENT_WIDTH, PAGE, field, heading, signatureLine, textIn, type Doc } from './layout';
import { drawPhotoStrip } from './photoStrip';
import { drawSignature } from './signatureDrawing';

/*
 * One end's inspection of one vehicle, full width: the drawing with its marks beside the VIN, odometer and time,
 * the damage list, the photos, then the customer's and the driver's signatures. Times are the place's: pick-up on
 * the origin's clock, delivery on the destination's, whoever prints the bill.
 */

const diagramWidth = 300;
const asideX = PAGE.margin + diagramWidth + 16;
const asideWidth = CONTENT_WIDTH - diagramWidth - 16;
const damageRowHeight = 11;
const half = (CONTENT_WIDTH - 24) / 2;
const signatureBox = { width: 170, height: 52 };
const signaturesHeight = 14 + signatureBox.height + 34;

function stamp(doc: Doc, text: string, x: number, y: number, width: number, detail = ''): void {
  doc.rect(x, y, width, detail ? 30 : 18).lineWidth(1.5).strokeColor(NEW_DAMAGE_COLOR).stroke();
  textIn(doc, text, { x: x + 4, y: y + 4, width: width - 8, height: 12 }, { font: BOLD, size: 9, color: NEW_DAMAGE_COLOR });
  if (detail) textIn(doc, detail, { x: x + 4, y: y + 17, width: width - 8, height: 11 }, { size: 8, color: NEW_DAMAGE_COLOR });
}

function titleRow(doc: Doc, flow: Flow, record: InspectionRecord): void {
  flow.ensure(22 + conditionDiagramHeight(diagramWidth));
  const right = PAGE.margin + CONTENT_WIDTH / 2;
  heading(doc, conditionTitle(record.stage), PAGE.margin, flow.y, CONTENT_WIDTH / 2, 11);
  const version = versionText(record);
  if (version) textIn(doc, version, { x: right, y: flow.y + 2, width: 120, height: 12 }, { font: BOLD, size: 9 });
  if (record.stage === 'delivery' && record.subjectToInspection) stamp(doc, 'SUBJECT TO INSPECTION', right + 120, flow.y - 2, CONTENT_WIDTH / 2 - 120);
  flow.y += 22;
}

function diagramAndFacts(doc: Doc, flow: Flow, record: InspectionRecord, vehicle: InspectionVehicle, timeZone: string | undefined): void {
  const bottom = drawConditionDiagram(doc, vehicle.damages, PAGE.margin, flow.y, diagramWidth);
  let y = field(doc, 'VIN', vehicle.vin, { x: asideX, y: flow.y, width: asideWidth, height: 22 }) + 6;
  y = field(doc, 'Odometer', odometerText(vehicle.odometer), { x: asideX, y, width: asideWidth, height: 22 }) + 6;
  field(doc, 'Inspected', dateCell(record.inspectedAt, timeZone), { x: asideX, y, width: asideWidth, height: 22 });
  flow.y = bottom + 6;
}

function damageList(doc: Doc, flow: Flow, vehicle: InspectionVehicle): void {
  flow.ensure(12 + damageRowHeight);
  textIn(doc, 'DAMAGES', { x: PAGE.margin, y: flow.y, width: CONTENT_WIDTH, height: 10 }, { font: BOLD, size: 7, color: '#555555' });
  flow.y += 11;
  if (vehicle.damages.length === 0) {
    textIn(doc, 'No damage noted', { x: PAGE.margin, y: flow.y, width: CONTENT_WIDTH, height: damageRowHeight }, { size: 9 });
    flow.y += damageRowHeight;
  }
  vehicle.damages.forEach((damage, index) => {
    flow.ensure(damageRowHeight);
    const color = damage.isNew ? NEW_DAMAGE_COLOR : 'black';
    textIn(doc, `${index + 1}.`, { x: PAGE.margin, y: flow.y, width: 18, height: damageRowHeight }, { font: BOLD, size: 9, color });
    const newWidth = damage.isNew ? 26 : 0;
    if (damage.isNew) textIn(doc, 'NEW', { x: PAGE.margin + 18, y: flow.y, width: newWidth, height: damageRowHeight }, { font: BOLD, size: 9, color });
    textIn(doc, damageText(damage), { x: PAGE.margin + 18 + newWidth, y: flow.y, width: CONTENT_WIDTH - 18 - newWidth, height: damageRowHeight }, { size: 9 });
    flow.y += damageRowHeight;
  });
  flow.y += 6;
}

function signatures(doc: Doc, flow: Flow, record: InspectionRecord, timeZone: string | undefined): void {
  flow.ensure(signaturesHeight);
  const { y } = flow;
  const right = PAGE.margin + half + 24;
  const role = customerRole[record.stage];
  const signedAt = dateCell(record.inspectedAt, timeZone);
  const { customer } = record;
  if (customer.notAvailableReason !== null) {
    stamp(doc, 'CUSTOMER NOT AVAILABLE', PAGE.margin, y + 14, half, customer.notAvailableReason);
  } else if (customer.signature) {
    drawSignature(doc, customer.signature, { x: PAGE.margin, y: y + 10, ...signatureBox });
  }
  signatureLine(doc, `${role} signature`, PAGE.margin, y + 14 + signatureBox.height, half);
  textIn(doc, [customer.name, signedAt].filter(Boolean).join('   '), { x: PAGE.margin, y: y + 28 + signatureBox.height, width: half, height: 12 }, { size: 9 });
  drawSignature(doc, record.driverSignature, { x: right, y: y + 10, ...signatureBox });
  signatureLine(doc, 'Driver signature', right, y + 14 + signatureBox.height, half);
  textIn(doc, [record.driverName, signedAt].filter(Boolean).join('   '), { x: right, y: y + 28 + signatureBox.height, width: half, height: 12 }, { size: 9 });
  flow.y += signaturesHeight;
}

/** The inspection of this vehicle at this end, or false when it names no such vehicle (the caller leaves the blank box). */
export function drawInspection(doc: Doc, flow: Flow, facts: LoadDocumentFacts, record: InspectionRecord, position: number): boolean {
  const vehicle = record.vehicles.find((inspected) => inspected.position === position);
  if (!vehicle) return false;
  const timeZone = (record.stage === 'pickup' ? facts.load.originTimeZone : facts.load.destinationTimeZone) ?? undefined;
  titleRow(doc, flow, record);
  diagramAndFacts(doc, flow, record, vehicle, timeZone);
  damageList(doc, flow, vehicle);
  drawPhotoStrip(doc, flow, vehicle, facts.images);
  signatures(doc, flow, record, timeZone);
  return true;
}
