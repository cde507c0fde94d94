import { INSPECTION_STAGES, type InspectionStage } from '../../../shared/inspections';
import type { VehicleRecord } from '../../../shared/loads';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { dateCell } from '../exports/cells';
import { vehicleLabel } from '../exports/loadListCsv';
import { carrierLines, driverLines, placeLines, weightText } from './facts';
import { pageFlow, type Flow } from './flow';
import { drawInspection } from './inspectionSection';
import { conditionTitle, customerRole } from './inspectionWords';
import { BOLD, CONTENT_WIDTH, PAGE, field, heading, rule, signatureLine, textIn, type Doc } from './layout';

const gap = 24;
const half = (CONTENT_WIDTH - gap) / 2;
const signatureWidth = half - 60;
/** Room for the driver to note damage at each end; the page has space for it below the parties and the times. */
const conditionBoxHeight = 102;

function conditionBox(doc: Doc, title: string, x: number, y: number, width = half, height = conditionBoxHeight): void {
  heading(doc, title, x, y, width, 10);
  doc.rect(x, y + 16, width, height).lineWidth(0.75).strokeColor('#999999').stroke();
  textIn(doc, 'Damage and notes:', { x: x + 6, y: y + 22, width: width - 12, height: 12 }, { size: 8, color: '#555555' });
}

function signatures(doc: Doc, title: string, who: [string, string], x: number, y: number): void {
  heading(doc, title, x, y, half, 10);
  signatureLine(doc, `${who[0]} signature`, x, y + 44, signatureWidth);
  signatureLine(doc, 'Date', x + signatureWidth + 10, y + 44, half - signatureWidth - 10);
  signatureLine(doc, `${who[1]} signature`, x, y + 90, signatureWidth);
  signatureLine(doc, 'Date', x + signatureWidth + 10, y + 90, half - signatureWidth - 10);
}

const blankStageHeight = 16 + 48 + 52;

/** An end not inspected on the phone (yet) keeps its box and lines for writing by hand, full width. */
function blankStage(doc: Doc, flow: Flow, stage: InspectionStage): void {
  flow.ensure(blankStageHeight);
  conditionBox(doc, conditionTitle(stage), PAGE.margin, flow.y, CONTENT_WIDTH, 48);
  const y = flow.y + 16 + 48 + 36;
  signatureLine(doc, `${customerRole[stage]} signature`, PAGE.margin, y, signatureWidth);
  signatureLine(doc, 'Date', PAGE.margin + signatureWidth + 10, y, half - signatureWidth - 10);
  signatureLine(doc, 'Driver signature', PAGE.margin + half + gap, y, signatureWidth);
  signatureLine(doc, 'Date', PAGE.margin + half + gap + signatureWidth + 10, y, half - signatureWidth - 10);
  flow.y += blankStageHeight;
}

function title(doc: Doc, facts: LoadDocumentFacts, position: number, continued: boolean): number {
  const { load } = facts;
  textIn(doc, continued ? 'Bill of Lading (continued)' : 'Bill of Lading', { x: PAGE.margin, y: PAGE.margin, width: half, height: 24 }, { font: BOLD, size: continued ? 14 : 18 });
  textIn(doc, `Load ${load.id} - vehicle ${position} of ${load.vehicles.length}`, { x: PAGE.margin + half + gap, y: PAGE.margin + 4, width: half, height: 16 }, { font: BOLD, size: 12 });
  rule(doc, PAGE.margin + 28);
  return PAGE.margin + 38;
}

/**
 * One page per vehicle: the parties, the vehicle, its condition at both ends and the four signatures. Once the
 * driver's phone has inspected it, each end's drawing, damages, photos and signatures (a second page when they
 * do not fit on one); until then, boxes and lines to fill in by hand.
 */
export function drawBillOfLading(doc: Doc, facts: LoadDocumentFacts, vehicle: VehicleRecord, position: number): void {
  const { load } = facts;
  const left = PAGE.margin;
  const right = PAGE.margin + half + gap;
  title(doc, facts, position, false);

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

  const inspected = INSPECTION_STAGES.some((stage) => facts.inspections[stage]?.vehicles.some((one) => one.position === position));
  if (inspected) {
    const flow = pageFlow(doc, y + 2, () => title(doc, facts, position, true));
    for (const stage of INSPECTION_STAGES) {
      const record = facts.inspections[stage];
      if (!record || !drawInspection(doc, flow, facts, record, position)) blankStage(doc, flow, stage);
      flow.y += 8;
    }
    return;
  }
  conditionBox(doc, 'Condition at pick-up', left, y + 2);
  conditionBox(doc, 'Condition at delivery', right, y + 2);
  y += conditionBoxHeight + 32;
  signatures(doc, 'At pick-up', ['Shipper', 'Driver'], left, y);
  signatures(doc, 'At delivery', ['Consignee', 'Driver'], right, y);
}
