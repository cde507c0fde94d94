import type { Insertable } from 'kysely';
import type { CarrierDocumentsTable } from '../tables';
import { demoClients } from './accountData';
import { dayOf, isoDate } from './calendar';
import { minimalPdf } from './pdf';

const documentKinds = [
  { kind: 'Insurance', title: 'Certificate of Insurance - Cargo', file: 'cargo-insurance.pdf', ageInDays: 45 },
  { kind: 'Insurance', title: 'Certificate of Insurance - Auto Liability', file: 'liability-insurance.pdf', ageInDays: 120 },
  { kind: 'BrokerAgreement', title: 'Broker-Carrier Agreement', file: 'broker-carrier-agreement.pdf', ageInDays: 400 },
] as const;

/** Two insurance certificates and a broker agreement for each carrier people sign in as. */
export function carrierDocumentRows(clientIds: readonly number[], now: Date): Insertable<CarrierDocumentsTable>[] {
  const today = dayOf(now);
  return clientIds.flatMap((clientId) => {
    const client = demoClients.find((candidate) => candidate.id === clientId);
    return documentKinds.map(({ kind, title, file, ageInDays }) => ({
      clientId,
      kind,
      title,
      dateAdded: isoDate(today - ageInDays),
      fileName: file,
      contentType: 'application/pdf',
      content: minimalPdf([
        title,
        `Carrier: ${client?.name ?? `Client ${clientId}`}`,
        `DOT ${client?.dotNumber ?? 'n/a'}  ${client?.mcNumber ?? ''}`,
        `Issued ${isoDate(today - ageInDays)}`,
        'Haulboard demo document - not a real policy or contract.',
      ]),
    }));
  });
}
