import { createSelector } from '@reduxjs/toolkit';
import type { InvoiceListCriteria, InvoiceRecord, InvoiceStatus } from '../../../shared/invoices';
import { driverDisplayName } from '../drivers/driversText';
import { selectDriverById } from '../drivers/selectors';
import type { DriversState } from '../drivers/slice';
import { invoiceDateRange } from './invoiceDates';
import { invoicesAdapter, type InvoiceFilters, type InvoicesState } from './slice';

interface WithInvoices {
  invoices: InvoicesState;
}

const entitySelectors = invoicesAdapter.getSelectors((state: WithInvoices) => state.invoices.entities);
export const selectInvoiceByOrderNumber = entitySelectors.selectById;

export const selectInvoiceList = (state: WithInvoices, status: InvoiceStatus) => state.invoices.lists[status];
export const selectInvoiceFilters = (state: WithInvoices, status: InvoiceStatus) => state.invoices.lists[status].filters;
export const selectInvoicePageNumber = (state: WithInvoices, status: InvoiceStatus) => state.invoices.lists[status].pageNumber;
export const selectInvoiceDetail = (state: WithInvoices) => state.invoices.detail;
export const selectDisputeAddress = (state: WithInvoices) => state.invoices.disputeAddress;

/** More invoices exist while the loaded count is below the total (account spec 9, paginated lists). */
export const selectInvoicesHaveMore = (state: WithInvoices, status: InvoiceStatus) => {
  const list = selectInvoiceList(state, status);
  return list.ids.length < list.totalRecordCount;
};

export const makeSelectListInvoices = () => createSelector(
  [(state: WithInvoices) => state.invoices.entities.entities, (state: WithInvoices, status: InvoiceStatus) => state.invoices.lists[status].ids],
  (entities, ids): InvoiceRecord[] => ids.map((id) => entities[id]).filter((invoice): invoice is InvoiceRecord => invoice !== undefined),
);

/**
 * The invoice's driver as the drivers slice knows them (renamed since, the new name), else the name the invoice
 * was answered with; null without a driver.
 */
export const selectInvoiceDriverName = (state: { drivers: DriversState }, invoice: InvoiceRecord): string | null => {
  const driver = invoice.driverId === null ? undefined : selectDriverById(state, invoice.driverId);
  return driver ? driverDisplayName(driver) : invoice.driverFullName;
};

/** What the list call is sent: the status, the driver, the dropdown's days (as of now) and the order. */
export function invoiceCriteria(status: InvoiceStatus, filters: InvoiceFilters): InvoiceListCriteria {
  const { fromDate, thruDate } = invoiceDateRange(filters.dateFilter, filters.customDateFrom, filters.customDateTo);
  return { status, driverId: filters.driverId, fromDate, thruDate, sortField: filters.sortField, sortAscending: filters.sortAscending };
}
