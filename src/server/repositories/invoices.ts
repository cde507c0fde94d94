import type { Kysely, Selectable } from 'kysely';
import { GAP_INSURANCE_CENTS_PER_VEHICLE } from '../../shared/constants';
import { formatMoney } from '../../shared/format';
import { dollarsOfCents } from '../../shared/invoiceArithmetic';
import type { InvoiceLine, InvoiceRecord, InvoiceSortField, InvoiceStatus, PaymentTerm } from '../../shared/invoices';
import type { Paged } from '../../shared/wire';
import type { Database, InvoicesTable } from '../db/tables';
import { loadZonesOf } from './loads';
import type { PageRequest } from './loadLists';

/** POST CarrierApInvoice/list criteria as read (account spec 3, Invoice filter): every value known-good. */
export interface InvoiceFilter {
  status: InvoiceStatus;
  driverId: number | null;
  /** 'YYYY-MM-DD', inclusive, on the day the list shows: the paid day of Paid invoices, the invoiced day of Pending. */
  fromDate: string | null;
  thruDate: string | null;
  sortField: InvoiceSortField | null;
  sortAscending: boolean | null;
}

function invoiceQuery(db: Kysely<Database>, clientId: number) {
  return db.selectFrom('invoices')
    .innerJoin('loads', 'loads.id', 'invoices.loadId')
    .where('invoices.clientId', '=', clientId);
}

const filteredDay = (status: InvoiceStatus) => (status === 'Paid' ? 'invoices.paidDate' : 'invoices.invoicedDate');

function filteredQuery(db: Kysely<Database>, clientId: number, { status, driverId, fromDate, thruDate }: InvoiceFilter) {
  const day = filteredDay(status);
  return invoiceQuery(db, clientId)
    .where('invoices.status', '=', status)
    .$if(driverId !== null, (query) => query.where('loads.driverId', '=', driverId!))
    .$if(fromDate !== null, (query) => query.where(day, '>=', fromDate!))
    .$if(thruDate !== null, (query) => query.where(day, '<=', thruDate!));
}

const columns = [
  'invoices.loadId', 'invoices.amountCents', 'invoices.carrierPayCents', 'invoices.vehicleCount', 'invoices.gapInsuranceCents',
  'invoices.paymentTermCode', 'invoices.paymentTermFeeBasisPoints', 'invoices.paymentTermFeeCents', 'invoices.status',
  'invoices.invoicedDate', 'invoices.estimatedPayDate', 'invoices.paidDate', 'invoices.driverFullName',
  'loads.originCity', 'loads.originState', 'loads.destinationCity', 'loads.destinationState', 'loads.actualPickup',
  'loads.actualDelivery', 'loads.driverId', 'loads.originLat', 'loads.originLon', 'loads.destinationLat', 'loads.destinationLon',
  'loads.originTimeZone', 'loads.destinationTimeZone',
] as const;

type InvoiceRow = Pick<Selectable<InvoicesTable>, 'loadId' | 'amountCents' | 'carrierPayCents' | 'vehicleCount' | 'gapInsuranceCents'
  | 'paymentTermCode' | 'paymentTermFeeBasisPoints' | 'paymentTermFeeCents' | 'status' | 'invoicedDate' | 'estimatedPayDate'
  | 'paidDate' | 'driverFullName'> & {
  originCity: string; originState: string; destinationCity: string; destinationState: string;
  actualPickup: string | null; actualDelivery: string | null; driverId: number | null;
} & Parameters<typeof loadZonesOf>[0];

const percentText = (basisPoints: number) => `${basisPoints / 100}%`;

/** The lines as the invoice detail lists them: what the load pays, then each deduction as a negative amount. */
export function invoiceLines(row: InvoiceRow, terms: readonly PaymentTerm[]): InvoiceLine[] {
  const vehicles = `${row.vehicleCount} ${row.vehicleCount === 1 ? 'vehicle' : 'vehicles'}`;
  const term = terms.find((option) => option.code === row.paymentTermCode)?.description ?? row.paymentTermCode;
  return [
    { kind: 'CarrierPay', description: 'Carrier pay', amount: dollarsOfCents(row.carrierPayCents) },
    { kind: 'GapInsurance', description: `Gap insurance (${vehicles} × ${formatMoney(dollarsOfCents(GAP_INSURANCE_CENTS_PER_VEHICLE), 2)})`, amount: -dollarsOfCents(row.gapInsuranceCents) },
    { kind: 'PaymentTermFee', description: `${term} fee (${percentText(row.paymentTermFeeBasisPoints)})`, amount: -dollarsOfCents(row.paymentTermFeeCents) },
  ];
}

/** The one place an invoice row becomes what the wire says; the order number is the load's id. */
export function toInvoiceRecord(row: InvoiceRow, terms: readonly PaymentTerm[]): InvoiceRecord {
  return {
    orderNumber: row.loadId,
    amount: dollarsOfCents(row.amountCents),
    status: row.status,
    paidStatus: row.status,
    paidDate: row.paidDate,
    estimatedPayDate: row.estimatedPayDate,
    invoicedDate: row.invoicedDate,
    originCity: row.originCity,
    originState: row.originState,
    destinationCity: row.destinationCity,
    destinationState: row.destinationState,
    actualPickupDate: row.actualPickup,
    actualDeliveryDate: row.actualDelivery,
    ...loadZonesOf(row),
    numberOfVehicles: row.vehicleCount,
    driverId: row.driverId,
    driverFullName: row.driverFullName,
    paymentTermCode: row.paymentTermCode,
    lines: invoiceLines(row, terms),
  };
}

/**
 * One page of the carrier's invoices of one status and the size of the whole list. Newest first by the day the list
 * shows (paid or invoiced) unless a sort is asked; the order number breaks ties so pages never overlap.
 */
export async function findInvoicePage(
  db: Kysely<Database>, clientId: number, filter: InvoiceFilter, page: PageRequest, terms: readonly PaymentTerm[],
): Promise<Paged<InvoiceRecord>> {
  const query = filteredQuery(db, clientId, filter);
  const direction = (filter.sortField === null ? false : filter.sortAscending ?? false) ? 'asc' : 'desc';
  const ordered = filter.sortField === 'OrderNumber'
    ? query.orderBy('invoices.loadId', direction)
    : query.orderBy(filteredDay(filter.status), direction).orderBy('invoices.loadId', direction);
  const [rows, counted] = await Promise.all([
    ordered.select(columns).limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize).execute(),
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((row) => toInvoiceRecord(row, terms)), totalRecordCount: Number(counted.count) };
}

/** The carrier's own invoice of this order (load) number, or null: another carrier's reads as none. */
export async function findInvoiceByOrderNumber(
  db: Kysely<Database>, clientId: number, orderNumber: number, terms: readonly PaymentTerm[],
): Promise<InvoiceRecord | null> {
  const row = await invoiceQuery(db, clientId).where('invoices.loadId', '=', orderNumber).select(columns)
    .orderBy('invoices.id', 'desc').executeTakeFirst();
  return row ? toInvoiceRecord(row, terms) : null;
}
