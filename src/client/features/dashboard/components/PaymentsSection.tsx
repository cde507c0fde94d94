import { formatMoney } from '../../../../shared/format';
import { useAppSelector } from '../../../app/hooks';
import { monthLabel } from '../dashboardText';
import { selectDashboard } from '../selectors';
import { ChartFigure } from './ChartFigure';
import { CURRENT_COLOR, PREVIOUS_COLOR } from './chartColors';

const dollars = (cents: number) => formatMoney(cents / 100, 0);

/** The invoice chart: six months of invoiced and paid amounts (account spec 2.8). */
export function PaymentsSection() {
  const { paymentSummary, status } = useAppSelector(selectDashboard);
  if (status.payments === 'failed') return <p className="dashboard-failed">The payment summary could not be loaded.</p>;
  if (!paymentSummary) return null;
  return (
    <ChartFigure
      title="Invoiced and paid, last six months"
      emptyText="No invoices in the last six months."
      spec={{
        kind: 'bar',
        labels: paymentSummary.months.map(({ month }) => monthLabel(month)),
        series: [
          { label: 'Invoiced', values: paymentSummary.months.map((month) => month.invoicedCents), color: PREVIOUS_COLOR },
          { label: 'Paid', values: paymentSummary.months.map((month) => month.paidCents), color: CURRENT_COLOR },
        ],
        format: dollars,
      }}
    />
  );
}
