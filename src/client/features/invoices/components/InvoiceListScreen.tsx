import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { LOAD_MORE_LABEL } from '../../../../shared/constants';
import type { InvoiceStatus } from '../../../../shared/invoices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useIsDesktop } from '../../shell/useMediaQuery';
import { EMPTY_INVOICES_TEXT, INVOICES_FAILED_TEXT } from '../invoicesText';
import { makeSelectListInvoices, selectInvoiceList, selectInvoicesHaveMore } from '../selectors';
import { invoiceListOpened, moreInvoicesRequested } from '../slice';
import { InvoiceCards } from './InvoiceCards';
import { InvoiceFilterBar } from './InvoiceFilterBar';
import { InvoiceListActions } from './InvoiceListActions';
import { InvoiceTable } from './InvoiceTable';
import { InvoiceTabs } from './InvoiceTabs';
import '../../loadLists/components/loadLists.css';
import './invoices.css';

const TITLES: Record<InvoiceStatus, string> = { Paid: screens.paidInvoices.title, Pending: screens.pendingInvoices.title };

/** Paid or Pending invoices (account spec 2.10): tabs, filters, count, Email and Download, table or cards, Load More. */
export function InvoiceListScreen({ status }: { status: InvoiceStatus }) {
  const dispatch = useAppDispatch();
  const isDesktop = useIsDesktop();
  const selectListInvoices = useMemo(makeSelectListInvoices, []);
  const invoices = useAppSelector((state) => selectListInvoices(state, status));
  const { isLoading, pageNumber, failedPageNumber } = useAppSelector((state) => selectInvoiceList(state, status));
  const hasMore = useAppSelector((state) => selectInvoicesHaveMore(state, status));

  useEffect(() => {
    dispatch(invoiceListOpened(status));
  }, [dispatch, status]);

  return (
    <section className="load-list invoice-list">
      <InvoiceTabs />
      <h1 className="screen-title">{TITLES[status]}</h1>
      <InvoiceFilterBar status={status} />
      <InvoiceListActions status={status} />
      {pageNumber > 0 && !isLoading && invoices.length === 0 && <p className="load-list__empty">{EMPTY_INVOICES_TEXT[status]}</p>}
      {invoices.length > 0 && (isDesktop ? <InvoiceTable status={status} invoices={invoices} /> : <InvoiceCards invoices={invoices} />)}
      {isLoading && <Spinner label="Loading invoices" />}
      {failedPageNumber !== null && <p role="alert" className="invoice-list__failed">{INVOICES_FAILED_TEXT}</p>}
      {hasMore && !isLoading && failedPageNumber === null && (
        <Button variant="outline" block className="load-list__more" onClick={() => dispatch(moreInvoicesRequested(status))}>
          {LOAD_MORE_LABEL}
        </Button>
      )}
    </section>
  );
}

export const PaidInvoicesScreen = () => <InvoiceListScreen status="Paid" />;
export const PendingInvoicesScreen = () => <InvoiceListScreen status="Pending" />;

/** '/invoices' opens the invoices still waiting for payment. */
export const InvoicesScreen = () => <Navigate to={screens.pendingInvoices.path} replace />;
