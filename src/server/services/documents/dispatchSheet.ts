import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { countCell, dateCell, moneyCell } from '../exports/cells';
import { carrierLines, driverLines, placeLines, weightText, windowText, type End } from './facts';
import { BOLD, CONTENT_WIDTH, PAGE, field, heading, rule, textIn, type Doc } from './layout';

const columnGap = 24;
const columnWidth = (CONTENT_WIDTH - columnGap) / 2;
const vehicleRowHeight = 14;
/** The vehicle table ends here at the latest; the rate and the footer sit below it. */
const vehicleTableBottom = PAGE.height - PAGE.margin - 70;

function stop(doc: Doc, facts: LoadDocumentFacts, end: End, x: number, top: number): number {
  const { load } = facts;
  const pickup = end === 'origin';
  let y = heading(doc, pickup ? 'Pick-up' : 'Delivery', x, top, columnWidth, 11);
  y = field(doc, 'Name and address', placeLines(load, end), { x, y, width: columnWidth, height: 48 }) + 6;
  y = field(doc, 'Business hours', load[`${end}BusinessHours`] ?? '', { x, y, width: columnWidth, height: 30 }) + 6;
  const scheduled = pickup ? load.scheduledPickup : load.scheduledDelivery;
  y = field(doc, 'Scheduled', dateCell(scheduled, load[`${end}TimeZone`]), { x, y, width: columnWidth, height: 22 }) + 6;
  const window = pickup ? windowText(load.earliestPickup, load.latestPickup) : windowText(load.earliestDelivery, load.latestDelivery);
  y = field(doc, pickup ? 'Pick-up window' : 'Delivery window', window, { x, y, width: columnWidth, height: 22 }) + 6;
  return field(doc, 'Instructions', (load[`${end}Comments`] ?? '').trim(), { x, y, width: columnWidth, height: 64 });
}

const vehicleColumns = [
  { title: '#', width: 24 }, { title: 'Year', width: 40 }, { title: 'Make', width: 96 }, { title: 'Model', width: 170 },
  { title: 'Weight', width: 96 }, { title: 'Inoperable', width: CONTENT_WIDTH - 426 },
];

function vehicleTable(doc: Doc, { load }: LoadDocumentFacts, top: number): number {
  let y = heading(doc, `Vehicles (${load.vehicles.length})`, PAGE.margin, top, CONTENT_WIDTH, 11);
  const row = (cells: string[], font?: string) => {
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      textIn(doc, cell, { x, y, width: vehicleColumns[index].width - 4, height: vehicleRowHeight - 2 }, { font, size: 9 });
      x += vehicleColumns[index].width;
    });
    y += vehicleRowHeight;
  };
  row(vehicleColumns.map((column) => column.title), BOLD);
  rule(doc, y - 3);
  const room = Math.max(1, Math.floor((vehicleTableBottom - y) / vehicleRowHeight));
  const shown = load.vehicles.length > room ? room - 1 : load.vehicles.length;
  load.vehicles.slice(0, shown).forEach((vehicle, index) => row([
    String(index + 1), vehicle.year === null ? '' : String(vehicle.year), vehicle.make,
    [vehicle.model, vehicle.subModel].filter(Boolean).join(' '), weightText(vehicle), vehicle.inoperable ? 'Yes' : 'No',
  ]));
  if (shown < load.vehicles.length) {
    row([`+ ${load.vehicles.length - shown} more vehicles, each on its own bill of lading`]);
  }
  return y;
}

/** Page one: who hauls what from where to where, when, and for how much. */
export function drawDispatchSheet(doc: Doc, facts: LoadDocumentFacts, { timeZone, printedAt }: { timeZone: string; printedAt: Date }): void {
  const { load } = facts;
  const left = PAGE.margin;
  const right = PAGE.margin + columnWidth + columnGap;
  textIn(doc, 'Dispatch Sheet', { x: left, y: PAGE.margin, width: columnWidth, height: 24 }, { font: BOLD, size: 18 });
  textIn(doc, `Load ${load.id}`, { x: right, y: PAGE.margin, width: columnWidth, height: 24 }, { font: BOLD, size: 18 });
  rule(doc, PAGE.margin + 28);

  const partiesTop = PAGE.margin + 38;
  const carrierBottom = field(doc, 'Carrier', carrierLines(facts), { x: left, y: partiesTop, width: columnWidth, height: 80 });
  const driverBottom = field(doc, 'Driver', driverLines(facts), { x: right, y: partiesTop, width: columnWidth, height: 48 });
  const rateTop = driverBottom + 6;
  field(doc, 'Rate', moneyCell(load.rate), { x: right, y: rateTop, width: columnWidth / 2, height: 22 });
  field(doc, 'Miles', countCell(load.miles), { x: right + columnWidth / 2, y: rateTop, width: columnWidth / 2, height: 22 });
  const stopsTop = Math.max(carrierBottom, rateTop + 24) + 10;
  rule(doc, stopsTop - 5);

  const stopsBottom = Math.max(stop(doc, facts, 'origin', left, stopsTop), stop(doc, facts, 'destination', right, stopsTop));
  rule(doc, stopsBottom + 6);
  vehicleTable(doc, facts, stopsBottom + 14);

  const footerTop = PAGE.height - PAGE.margin - 20;
  textIn(doc, `Total rate ${moneyCell(load.rate)}`, { x: left, y: footerTop - 30, width: CONTENT_WIDTH, height: 16 }, { font: BOLD, size: 12 });
  textIn(doc, `Printed ${dateCell(printedAt.toISOString(), timeZone)} from Haulboard`, { x: left, y: footerTop, width: CONTENT_WIDTH, height: 12 }, { size: 8, color: '#555555' });
}
