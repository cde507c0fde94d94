import type { InvoiceStatus } from '../../../../shared/invoices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { EmailDocumentsDialog } from '../../documents/components/EmailDocumentsDialog';
import { emailDialogOpened, type DocumentsTarget } from '../../documents/slice';
import { emailInvoicesLabel } from '../../documents/documentsText';
import { downloadInvoicesLabel, invoiceCountLabel } from '../invoicesText';
import { invoiceCriteria, selectInvoiceList } from '../selectors';
import { invoiceExportRequested } from '../slice';

/** The count and the list's 'Email … Invoices' and 'Download … Invoices' (account spec 2.10 and 7). */
export function InvoiceListActions({ status }: { status: InvoiceStatus }) {
  const dispatch = useAppDispatch();
  const { totalRecordCount, pageNumber, isExporting, filters } = useAppSelector((state) => selectInvoiceList(state, status));
  // The dialog is matched by status; the criteria it sends are those of the moment Email was pressed.
  const target: DocumentsTarget = { type: 'invoices', criteria: { status } };

  return (
    <div className="list-actions">
      {pageNumber > 0 && <p className="list-actions__count">{invoiceCountLabel(totalRecordCount)}</p>}
      <div className="list-actions__buttons">
        <Button variant="outline" onClick={() => dispatch(emailDialogOpened({ type: 'invoices', criteria: invoiceCriteria(status, filters) }))}>
          {emailInvoicesLabel(status)}
        </Button>
        <Button variant="outline" disabled={isExporting} onClick={() => dispatch(invoiceExportRequested(status))}>
          {downloadInvoicesLabel(status)}
        </Button>
      </div>
      <EmailDocumentsDialog target={target} />
    </div>
  );
}
