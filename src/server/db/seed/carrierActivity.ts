import type { Insertable } from 'kysely';
import { basisPointsOfPercent, centsOfDollars, invoiceAmounts } from '../../../shared/invoiceArithmetic';
import { estimatedPayDate } from '../../services/invoices/estimatedPayDate';
import { insertMany } from '../bulkInsert';
import type { Db } from '../database';
import type { FavoritesTable, InvoicesTable, LoadEventsTable } from '../tables';
import type { SeededAccounts, SeededCarrier } from './accounts';
import { dayOf, isoDate } from './calendar';
import { carrierDocumentRows } from './documents';
import type { DemoCarrierLoad, SeededLoads } from './loads';
import { paymentTerms } from './reference';
import { demoClients } from './accountData';
import { searchHistoryRows } from './searches';

export interface ActivityCounts {
  favorites: number;
  invoices: number;
  searches: number;
}

/** Each demo carrier saves different available loads (a few in common) and a few that others took since. */
function favoriteRows(accounts: SeededAccounts, loads: SeededLoads, now: Date): Insertable<FavoritesTable>[] {
  const rows: Insertable<FavoritesTable>[] = [];
  accounts.demoCarriers.forEach((carrier, index) => {
    const otherCarrierLoad = loads.demoCarrierLoads.find((load) => load.clientId !== carrier.clientId);
    const loadIds = new Set([
      ...loads.availableLoadIds.slice(index * 5, index * 5 + 8),
      ...loads.takenByOthersIds.slice(index * 2, index * 2 + 3),
      ...(otherCarrierLoad ? [otherCarrierLoad.id] : []),
    ]);
    [...loadIds].forEach((loadId, position) => rows.push({
      userId: carrier.userIds[0], clientId: carrier.clientId, loadId,
      createdAt: new Date(now.getTime() - (position + 1) * 3_600_000).toISOString(),
    }));
  });
  return rows;
}

/**
 * Older deliveries are paid; the most recent third still waits for payment. Each invoice is made under its
 * carrier's default payment term, as a delivery would make it.
 */
function invoiceRows(carrier: SeededCarrier, delivered: DemoCarrierLoad[], now: Date): Insertable<InvoicesTable>[] {
  const today = dayOf(now);
  const paymentCode = demoClients.find((client) => client.id === carrier.clientId)?.defaultPaymentMethod;
  const term = paymentTerms.find((option) => option.code === paymentCode) ?? paymentTerms[paymentTerms.length - 1];
  const feeBasisPoints = basisPointsOfPercent(term.amount);
  const newestFirst = [...delivered].sort((a, b) => (b.actualDelivery ?? '').localeCompare(a.actualDelivery ?? ''));
  const pendingCount = Math.ceil(newestFirst.length / 3);
  return newestFirst.map((load, rank) => {
    const invoicedDate = isoDate(Math.min(today, dayOf(new Date(load.actualDelivery ?? now)) + 1));
    const payDate = estimatedPayDate(invoicedDate, term.timing);
    const pending = rank < pendingCount;
    const amounts = invoiceAmounts({ carrierPayCents: centsOfDollars(load.rate), vehicleCount: load.vehicleCount, feeBasisPoints });
    return {
      clientId: carrier.clientId,
      loadId: load.id,
      amountCents: amounts.amountCents,
      carrierPayCents: amounts.carrierPayCents,
      vehicleCount: load.vehicleCount,
      gapInsuranceCents: amounts.gapInsuranceCents,
      paymentTermCode: term.code,
      paymentTermFeeBasisPoints: feeBasisPoints,
      paymentTermFeeCents: amounts.paymentTermFeeCents,
      status: pending ? 'Pending' : 'Paid',
      invoicedDate,
      estimatedPayDate: payDate,
      paidDate: pending ? null : payDate < isoDate(today) ? payDate : isoDate(today),
      driverFullName: load.driverId === null ? null : carrier.driverNames.get(load.driverId) || null,
    };
  });
}

function eventRows(carrier: SeededCarrier, own: DemoCarrierLoad[]): Insertable<LoadEventsTable>[] {
  const by = { clientId: carrier.clientId, userId: carrier.userIds[0] };
  return own.flatMap((load) => [
    { ...by, loadId: load.id, kind: 'claimed' as const, createdAt: load.claimedAt, details: JSON.stringify({ driverId: load.driverId }) },
    ...(load.actualPickup ? [{ ...by, loadId: load.id, kind: 'pickedUp' as const, createdAt: load.actualPickup, details: '{}' }] : []),
    ...(load.actualDelivery ? [{ ...by, loadId: load.id, kind: 'delivered' as const, createdAt: load.actualDelivery, details: '{}' }] : []),
  ]);
}

/** What the demo carriers have done so far: favourites, searches, invoices, documents and load history. */
export async function seedCarrierActivity(db: Db, accounts: SeededAccounts, loads: SeededLoads, now: Date): Promise<ActivityCounts> {
  const favorites = favoriteRows(accounts, loads, now);
  const searches = searchHistoryRows(now);
  const invoices = accounts.demoCarriers.flatMap((carrier) => invoiceRows(
    carrier, loads.demoCarrierLoads.filter((load) => load.clientId === carrier.clientId && load.status === 'Delivered'), now));
  const events = accounts.demoCarriers
    .flatMap((carrier) => eventRows(carrier, loads.demoCarrierLoads.filter((load) => load.clientId === carrier.clientId)))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((event, index) => ({ id: index + 1, ...event }));
  await db.db.transaction().execute(async (trx) => {
    await insertMany(trx, db.dialect, 'favorites', favorites);
    await insertMany(trx, db.dialect, 'searchHistory', searches.map((row, index) => ({ id: index + 1, ...row })));
    await insertMany(trx, db.dialect, 'invoices', invoices.map((row, index) => ({ id: index + 1, ...row })));
    await insertMany(trx, db.dialect, 'loadEvents', events);
    await insertMany(trx, db.dialect, 'carrierDocuments',
      carrierDocumentRows(accounts.demoCarriers.map((carrier) => carrier.clientId), now).map((row, index) => ({ id: index + 1, ...row })));
  });
  return { favorites: favorites.length, invoices: invoices.length, searches: searches.length };
}
