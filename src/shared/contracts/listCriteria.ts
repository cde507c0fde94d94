/**
 * The criteria of the carrier's lists (loads spec 7: Saved, Claimed, In Progress, Completed; account spec 7:
 * Paid and Pending invoices), declared once as the values they read to. The routes take the keys of these schemas
 * (any value, so that null, blank and the client's text forms arrive as sent) and read them after validation with
 * the readers of shared/valueReaders.ts, whose tables these types key; every other module takes the types.
 */
import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_SORT_FIELDS, SEARCH_SORT_FIELDS } from '../constants';
import { MAX_ID } from '../valueReaders';
import { InvoiceStatusSchema } from './invoice';

const choice = <T extends string>(values: readonly T[]) => Type.Optional(Type.Union(values.map((value) => Type.Literal(value))));
const Id = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID }));
const Day = Type.Optional(Type.String({ format: 'date', description: "YYYY-MM-DD (also sent as a timestamp or 'M/D/YYYY')" }));
const Flag = Type.Optional(Type.Boolean());

export const SCHEDULED_PICKUP_RANGES = ['tomorrow', 'future'] as const;

/** A load list's filters and order; absent, null or blank filters nothing. */
export const LoadListCriteriaSchema = Type.Object({
  sortField: choice(SEARCH_SORT_FIELDS),
  sortAscending: Flag,
  driverId: Id,
  deliveredFrom: Day,
  deliveredTo: Day,
  scheduledPickupRange: choice(SCHEDULED_PICKUP_RANGES),
}, { additionalProperties: false });

export type LoadListCriteria = Static<typeof LoadListCriteriaSchema>;

/**
 * An invoice list's filters and order; a list is always of one status (`paidStatus` is read as `status`). The days
 * are those the list shows: the paid day on Paid invoices, the invoiced day on Pending.
 */
export const InvoiceCriteriaSchema = Type.Object({
  status: Type.Optional(InvoiceStatusSchema),
  driverId: Id,
  fromDate: Day,
  thruDate: Day,
  sortField: choice(INVOICE_SORT_FIELDS),
  sortAscending: Flag,
}, { additionalProperties: false });

export type InvoiceCriteria = Static<typeof InvoiceCriteriaSchema>;
