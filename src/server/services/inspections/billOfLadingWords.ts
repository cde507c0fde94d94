import type { InspectionRecord } from '../../../shared/contracts/inspection';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { dateCell } from '../exports/cells';
import { vehicleLabel } from '../exports/loadListCsv';

/*
 * The bill of lading's mail in a shipper's words: which load, who hauled it, where and when it changed hands,
 * and what the attached bill records.
 */

export function billOfLadingMessage({ load, carrier }: LoadDocumentFacts, record: InspectionRecord): { subject: string; text: string } {
  const pickup = record.stage === 'pickup';
  const [place, timeZone] = pickup ? [load.originName, load.originTimeZone] : [load.destinationName, load.destinationTimeZone];
  const city = pickup ? `${load.originCity}, ${load.originState}` : `${load.destinationCity}, ${load.destinationState}`;
  const verb = pickup ? 'picked up' : 'delivered';
  const at = [place, city].filter((part) => part && part.trim() !== '').join(', ');
  const vehicles = load.vehicles.map((vehicle, index) => `${index + 1}. ${vehicleLabel({ ...vehicle, inoperable: false })}`);
  const corrected = record.version > 1 ? ` This is version ${record.version}, corrected; it replaces the earlier one.` : '';
  return {
    subject: `Bill of lading for load ${load.id} — ${verb} by ${carrier.name}`,
    text: [
      `${carrier.name} ${verb} load ${load.id} at ${at} on ${dateCell(record.inspectedAt, timeZone ?? undefined)}`
        + ` (driver ${record.driverName}${record.customer.name.trim() ? `, signed by ${record.customer.name.trim()}` : ''}).`,
      `The attached bill of lading records each vehicle's condition at ${pickup ? 'pick-up' : 'pick-up and at delivery'}: `
        + `its VIN and odometer, the damages marked on its drawing, photos and the signatures.${corrected}`,
      ...(!pickup && record.subjectToInspection ? ['The vehicles were received subject to inspection.'] : []),
      `Vehicles:\n${vehicles.join('\n')}`,
    ].join('\n\n'),
  };
}
