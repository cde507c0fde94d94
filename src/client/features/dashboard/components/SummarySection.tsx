import { useId } from 'react';
import { formatCount, formatMoney } from '../../../../shared/format';
import { REGIONS } from '../../../../shared/regions';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { monthLabel } from '../dashboardText';
import { selectDashboard } from '../selectors';
import { compareRegionChosen } from '../slice';
import { ChartFigure } from './ChartFigure';
import { CURRENT_COLOR, PREVIOUS_COLOR, REGION_COLOR } from './chartColors';

const perMile = (cents: number) => `${formatMoney(cents / 100, 2)}/mi`;

/** My Summary: six months of delivered loads and of pay per mile against a region's board (account spec 2.8). */
export function SummarySection() {
  const dispatch = useAppDispatch();
  const { loadSummary, revenueSummary, compareRegion, status } = useAppSelector(selectDashboard);
  const regionId = useId();
  const regionLabel = REGIONS.find((region) => region.value === compareRegion)?.label ?? compareRegion;

  return (
    <div className="summary-charts">
      {status.loads === 'failed' && <p className="dashboard-failed">The load summary could not be loaded.</p>}
      {loadSummary && (
        <ChartFigure
          title="Loads delivered, last six months"
          emptyText="No loads delivered in the last six months."
          spec={{
            kind: 'bar',
            labels: loadSummary.months.map(({ month }) => monthLabel(month)),
            series: [
              { label: 'Loads', values: loadSummary.months.map((month) => month.loadCount), color: CURRENT_COLOR },
              { label: 'Vehicles', values: loadSummary.months.map((month) => month.vehicleCount), color: PREVIOUS_COLOR },
            ],
            format: formatCount,
          }}
        />
      )}
      <div className="summary-charts__region">
        <label htmlFor={regionId}>Compare with</label>
        <select id={regionId} value={compareRegion} onChange={(event) => dispatch(compareRegionChosen(event.target.value))}>
          {REGIONS.map((region) => <option key={region.value} value={region.value}>{region.label}</option>)}
        </select>
      </div>
      {status.revenue === 'failed' && <p className="dashboard-failed">The revenue summary could not be loaded.</p>}
      {revenueSummary && (
        <ChartFigure
          title={`Revenue per mile against ${regionLabel}, last six months`}
          spec={{
            kind: 'line',
            labels: revenueSummary.months.map(({ month }) => monthLabel(month)),
            series: [
              { label: 'Your loads', values: revenueSummary.months.map((month) => month.revenuePerMileCents), color: CURRENT_COLOR },
              { label: `${regionLabel} board`, values: revenueSummary.months.map((month) => month.regionRevenuePerMileCents), color: REGION_COLOR },
            ],
            format: perMile,
          }}
        />
      )}
    </div>
  );
}
