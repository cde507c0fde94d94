import type { VehicleRecord } from '../../../shared/loads';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { dateCell } from '../exports/cells';
import { vehicleLabel } from '../exports/loadListCsv';
import { carrierLines, driverLines, placeLines, weightText } from './facts';
import { BOLD, CONTENT_WIDTH, PAGE, field, heading, rule, signatureLine, textIn, type Doc } from './layout';

const gap = 24;
const half = (CONTENT_WIDTH - gap) / 2;
const signatureWidth = half - 60;
/** Room for the driver to note damage at each end; the page has space for it below the parties and the times. */
const conditionBoxHeight = 102;

function conditionBox(doc: Doc, title: string, x: number, y: number): void {
  heading(doc, title, x, y, half, 10);
  doc.rect(x, y + 16, half, conditionBoxHeight).lineWidth(0.75).strokeColor('#999999').stroke();
  textIn(doc, 'Damage and notes:', { x: x + 6, y: y + 22, width: half - 12, height: 12 }, { size: 8, color: '#555555' });
}

function signatures(doc: Doc, title: string, who: [string, string], x: number, y: number): void {
  heading(doc, title, x, y, half, 10);
  signatureLine(doc, `${who[0]} signature`, x, y + 44, signatureWidth);
  signatureLine(doc, 'Date', x + signatureWidth + 10, y + 44, half - signatureWidth - 10);
  signatureLine(doc, `${who[1]} signature`, x, y + 90, signatureWidth);
  signatureLine(doc, 'Date', x + signatureWidth + 10, y + 90, half - signatureWidth - 10);
}

/** One page per vehicle: the parties, the vehicle, its condition at both ends and the four signatures. */
export function drawBillOfLading(doc: Doc, facts: LoadDocumentFacts, vehicle: VehicleRecord, position: number): void {
  const { load } = facts;
  const left = PAGE.margin;
  const right = PAGE.margin + half + gap;
  textIn(doc, 'Bill of Lading', { x: left, y: PAGE.margin, width: half, height: 24 }, { font: BOLD, size: 18 });
  textIn(doc, `Load ${load.id} - vehicle ${position} of ${load.vehicles.length}`, { x: right, y: PAGE.margin + 4, width: half, height: 16 }, { font: BOLD, size: 12 });
  rule(doc, PAGE.margin + 28);

  let y = PAGE.margin + 38;
  const shipper = field(doc, 'Shipper (pick-up)', placeLines(load, 'origin'), { x: left, y, width: half, height: 48 });
  const consignee = field(doc, 'Consignee (delivery)', placeLines(load, 'destination'), { x: right, y, width: half, height: 48 });
  y = Math.max(shipper, consignee) + 8;
  const carrier = field(doc, 'Carrier', carrierLines(facts), { x: left, y, width: half, height: 80 });
  const driver = field(doc, 'Driver', driverLines(facts), { x: right, y, width: half, height: 48 });
  y = Math.max(carrier, driver) + 10;
  rule(doc, y - 4);

  y = heading(doc, 'Vehicle', left, y + 2, CONTENT_WIDTH, 11);
  field(doc, 'Year, make and model', vehicleLabel({ ...vehicle, inoperable: false }), { x: left, y, width: half, height: 34 });
  field(doc, 'Weight', weightText(vehicle), { x: right, y, width: half / 2, height: 22 });
  field(doc, 'Inoperable', vehicle.inoperable ? 'Yes' : 'No', { x: right + half / 2, y, width: half / 2, height: 22 });
  y += 40;
  field(doc, 'Scheduled pick-up', dateCell(load.scheduledPickup, load.originTimeZone), { x: left, y, width: half, height: 22 });
  field(doc, 'Scheduled delivery', dateCell(load.scheduledDelivery, load.destinationTimeZone), { x: right, y, width: half, height: 22 });
  y += 34;
  // Blank until the driver marks them through their link, so a driver without a phone can write them in.
  field(doc, 'Actual pick-up', dateCell(load.actualPickup, load.originTimeZone), { x: left, y, width: half, height: 22 });
  field(doc, 'Actual delivery', dateCell(load.actualDelivery, load.destinationTimeZone), { x: right, y, width: half, height: 22 });
  y += 34;
  field(doc, 'Received by', facts.receivedBy ?? '', { x: right, y, width: half, height: 22 });
  y += 34;
  rule(doc, y - 4);

  conditionBox(doc, 'Condition at pick-up', left, y + 2);
  conditionBox(doc, 'Condition at delivery', right, y + 2);
  y += conditionBoxHeight + 32;
  signatures(doc, 'At pick-up', ['Shipper', 'Driver'], left, y);
  signatures(doc, 'At delivery', ['Consignee', 'Driver'], right, y);
}
