/**
 * Invoices (account spec 2.10): the records by order number (the entities, stored once whichever list or screen
 * read them; schemas.ts takes answers apart), and per status (Paid, Pending) the ids shown, paging and the filters;
 * the detail screen's state and the dispute address.
 */
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvoiceRecord, InvoiceSortField, InvoiceStatus } from '../../../shared/invoices';
import type { DateFilter } from '../loadLists/dateFilters';

export interface InvoiceFilters {
  driverId: number | null;
  dateFilter: DateFilter;
  customDateFrom: string | null;
  customDateTo: string | null;
  sortField: InvoiceSortField;
  sortAscending: boolean;
}

export interface InvoiceListState {
  ids: number[];
  /** The last page shown; 0 before the first answers. */
  pageNumber: number;
  totalRecordCount: number;
  isLoading: boolean;
  failedPageNumber: number | null;
  filters: InvoiceFilters;
  isExporting: boolean;
}

export type InvoiceDetailStatus = 'loading' | 'loaded' | 'notFound' | 'failed';

export interface InvoicesState {
  entities: ReturnType<typeof invoicesAdapter.getInitialState>;
  lists: Record<InvoiceStatus, InvoiceListState>;
  detail: { orderNumber: number; status: InvoiceDetailStatus } | null;
  disputeAddress: string | null;
}

export const invoicesAdapter = createEntityAdapter<InvoiceRecord, number>({ selectId: (invoice) => invoice.orderNumber });

/** Newest invoiced first until the carrier sorts otherwise. */
export const INITIAL_INVOICE_FILTERS: InvoiceFilters = {
  driverId: null, dateFilter: 'none', customDateFrom: null, customDateTo: null, sortField: 'InvoicedDate', sortAscending: false,
};

const emptyList = (): InvoiceListState => ({
  ids: [], pageNumber: 0, totalRecordCount: 0, isLoading: false, failedPageNumber: null, filters: INITIAL_INVOICE_FILTERS, isExporting: false,
});

export const initialInvoicesState: InvoicesState = {
  entities: invoicesAdapter.getInitialState(),
  lists: { Paid: emptyList(), Pending: emptyList() },
  detail: null,
  disputeAddress: null,
};

export interface InvoicePage {
  status: InvoiceStatus;
  pageNumber: number;
  /** Order numbers; the invoices themselves came in `invoicesReceived`. */
  ids: number[];
  totalRecordCount: number;
}

const startLoading = (list: InvoiceListState) => {
  list.isLoading = true;
  list.failedPageNumber = null;
};

const invoicesSlice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    invoicesReceived(state, action: PayloadAction<InvoiceRecord[]>) {
      invoicesAdapter.upsertMany(state.entities, action.payload);
    },
    invoiceListOpened(state, action: PayloadAction<InvoiceStatus>) {
      startLoading(state.lists[action.payload]);
    },
    invoiceFiltersChanged(state, { payload: { status, filters } }: PayloadAction<{ status: InvoiceStatus; filters: Partial<InvoiceFilters> }>) {
      const list = state.lists[status];
      list.filters = { ...list.filters, ...filters };
      startLoading(list);
    },
    moreInvoicesRequested(state, action: PayloadAction<InvoiceStatus>) {
      startLoading(state.lists[action.payload]);
    },
    invoicePageReceived(state, { payload: { status, pageNumber, ids, totalRecordCount } }: PayloadAction<InvoicePage>) {
      const list = state.lists[status];
      const kept = pageNumber === 1 ? [] : list.ids;
      list.ids = [...kept, ...ids.filter((id) => !kept.includes(id))];
      Object.assign(list, { pageNumber, totalRecordCount, isLoading: false, failedPageNumber: null });
    },
    invoicePageFailed(state, { payload: { status, pageNumber } }: PayloadAction<{ status: InvoiceStatus; pageNumber: number }>) {
      const list = state.lists[status];
      if (pageNumber === 1) Object.assign(list, { ids: [], pageNumber: 0, totalRecordCount: 0 });
      list.isLoading = false;
      list.failedPageNumber = pageNumber;
    },
    invoiceExportRequested(state, action: PayloadAction<InvoiceStatus>) {
      state.lists[action.payload].isExporting = true;
    },
    invoiceExportFinished(state, action: PayloadAction<InvoiceStatus>) {
      state.lists[action.payload].isExporting = false;
    },
    invoiceDetailOpened(state, action: PayloadAction<number>) {
      state.detail = { orderNumber: action.payload, status: 'loading' };
    },
    invoiceFetched(state, action: PayloadAction<number>) {
      if (state.detail?.orderNumber === action.payload) state.detail.status = 'loaded';
    },
    invoiceDetailFailed(state, { payload: { orderNumber, notFound } }: PayloadAction<{ orderNumber: number; notFound: boolean }>) {
      if (state.detail?.orderNumber === orderNumber) state.detail.status = notFound ? 'notFound' : 'failed';
    },
    disputeAddressReceived(state, action: PayloadAction<string>) {
      state.disputeAddress = action.payload;
    },
  },
});

export const {
  invoicesReceived,
  invoiceListOpened,
  invoiceFiltersChanged,
  moreInvoicesRequested,
  invoicePageReceived,
  invoicePageFailed,
  invoiceExportRequested,
  invoiceExportFinished,
  invoiceDetailOpened,
  invoiceFetched,
  invoiceDetailFailed,
  disputeAddressReceived,
} = invoicesSlice.actions;
export const invoicesReducer = invoicesSlice.reducer;
