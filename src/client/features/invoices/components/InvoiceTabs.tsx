import { screens } from '../../../app/routeTable';
import { TabBar } from '../../../ui/TabBar';

const INVOICE_TABS = [
  { label: 'Paid', to: screens.paidInvoices.path },
  { label: 'Pending', to: screens.pendingInvoices.path },
];

/** The Paid and Pending tab pair (account spec 2.10). */
export function InvoiceTabs() {
  return <TabBar label="Invoices" tabs={INVOICE_TABS} />;
}
