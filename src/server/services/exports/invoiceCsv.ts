import type * as CsvStringify from 'csv-stringify/sync';
import type { InvoiceLine, InvoiceRecord, InvoiceStatus } from '../../../shared/invoices';
import { dateCell, moneyCell, neutralized } from './cells';
import { lazyModule } from '../../lazyModule';

const csvStringify = lazyModule<typeof CsvStringify>('csv-stringify/sync');

/** The columns of an exported invoice list; the date column is the one the screen shows for that status. */
export function invoiceCsvColumns(status: InvoiceStatus): string[] {
  return [
    'Order Number', 'Status', 'Invoiced Date', status === 'Paid' ? 'Paid Date' : 'Est. Paid Date', 'Origin', 'Destination',
    'Picked Up', 'Delivered', 'Vehicles', 'Driver', 'Carrier Pay', 'Gap Insurance', 'Payment Term Fee', 'Amount',
  ];
}

const place = (city: string, state: string) => [city, state].filter((part) => part.trim() !== '').join(', ');
/** Deductions read as what was deducted ('$5.25' under Gap Insurance): a leading minus would need neutralizing. */
const lineAmount = (lines: readonly InvoiceLine[], kind: InvoiceLine['kind']) => Math.abs(lines.find((line) => line.kind === kind)?.amount ?? 0);

function row(invoice: InvoiceRecord): string[] {
  return [
    String(invoice.orderNumber), invoice.status, dateCell(invoice.invoicedDate),
    dateCell(invoice.status === 'Paid' ? invoice.paidDate : invoice.estimatedPayDate),
    place(invoice.originCity, invoice.originState), place(invoice.destinationCity, invoice.destinationState),
    dateCell(invoice.actualPickupDate, invoice.originTimeZone), dateCell(invoice.actualDeliveryDate, invoice.destinationTimeZone), String(invoice.numberOfVehicles),
    invoice.driverFullName ?? '', ...(['CarrierPay', 'GapInsurance', 'PaymentTermFee'] as const).map((kind) => moneyCell(lineAmount(invoice.lines, kind))),
    moneyCell(invoice.amount),
  ].map(neutralized);
}

/**
 * The list as a CSV file, header first, a row per invoice in the list's order; UTF-8 with a byte-order mark. Pick-up
 * and delivery times are on their places' clocks, so the reader's zone changes nothing here.
 */
export function invoiceCsv(status: InvoiceStatus, invoices: readonly InvoiceRecord[]): string {
  return csvStringify().stringify([invoiceCsvColumns(status), ...invoices.map(row)], { bom: true, record_delimiter: 'windows' });
}
