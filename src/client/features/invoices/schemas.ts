/**
 * Invoice answers taken apart by normalizr into the entities each slice stores once: the invoice by its order
 * number in the invoices slice, and, when an answer carries its load, that load (and the load's driver) in the
 * loads and drivers slices. The wire record is flat today (`driverId` with a copied `driverFullName`), so the
 * invoice keeps its driverId and screens read the driver through the drivers slice when it is known there.
 */
import { normalize, schema } from 'normalizr';
import type { InvoiceRecord } from '../../../shared/invoices';
import type { LoadDetailRecord } from '../../../shared/loads';
import { loadDetailSchema, loadEntitiesOf, type LoadDetailEntities } from '../loads/schemas';

/** An invoice as an answer may bring it: the wire record, perhaps with its load nested. */
export type InvoiceAnswer = InvoiceRecord & { load?: LoadDetailRecord | null };

const invoiceSchema = new schema.Entity<InvoiceAnswer>('invoices', { load: loadDetailSchema }, { idAttribute: 'orderNumber' });

interface InvoiceEntities extends LoadDetailEntities {
  invoices?: Record<string, InvoiceAnswer & { load?: number | null }>;
}

export interface NormalizedInvoices {
  /** The order numbers in the order answered. */
  ids: number[];
  invoices: InvoiceRecord[];
  loads: ReturnType<typeof loadEntitiesOf>['loads'];
  drivers: ReturnType<typeof loadEntitiesOf>['drivers'];
}

export function normalizeInvoices(answers: readonly InvoiceAnswer[]): NormalizedInvoices {
  const { result, entities } = normalize<InvoiceAnswer, InvoiceEntities, number[]>(answers, [invoiceSchema]);
  // The load is the invoice's order number already; the invoice keeps nothing of it but that.
  const invoices = Object.values(entities.invoices ?? {}).map(({ load: _loadId, ...invoice }) => invoice);
  return { ids: result, invoices, ...loadEntitiesOf(entities) };
}
