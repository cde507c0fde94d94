import type { TrendFigures } from '../../../../shared/dashboard';
import { formatCount, formatMiles, formatMoney } from '../../../../shared/format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { changeText } from '../dashboardText';
import { selectDashboard } from '../selectors';
import { trendPeriodChosen } from '../slice';
import { TREND_PERIODS } from '../trendPeriods';
import { ChartFigure } from './ChartFigure';
import { CURRENT_COLOR, PREVIOUS_COLOR } from './chartColors';

const FIGURES: { key: keyof TrendFigures; label: string; format: (value: number) => string }[] = [
  { key: 'loadCount', label: 'Loads delivered', format: formatCount },
  { key: 'vehicleCount', label: 'Vehicles', format: formatCount },
  { key: 'miles', label: 'Miles', format: formatMiles },
  { key: 'revenueCents', label: 'Revenue', format: (cents) => formatMoney(cents / 100, 0) },
];

/** My Trends: the chosen period against the one before (account spec 2.8, 9). */
export function TrendsSection() {
  const dispatch = useAppDispatch();
  const { trendPeriod, trends, status } = useAppSelector(selectDashboard);
  const periodLabel = TREND_PERIODS.find((period) => period.value === trendPeriod)?.label ?? '';

  return (
    <>
      <div className="trend-periods" role="group" aria-label="Trend period">
        {TREND_PERIODS.map((period) => (
          <button key={period.value} type="button" className="trend-periods__option" aria-pressed={period.value === trendPeriod}
            onClick={() => dispatch(trendPeriodChosen(period.value))}>
            {period.label}
          </button>
        ))}
      </div>
      {status.trends === 'failed' && <p className="dashboard-failed">The trends could not be loaded.</p>}
      {trends && (
        <>
          <dl className="trend-figures">
            {FIGURES.map(({ key, label, format }) => (
              <div key={key} className="trend-figures__item">
                <dt>{label}</dt>
                <dd className="trend-figures__value">{format(trends.current[key])}</dd>
                <dd className="trend-figures__change">{changeText(trends.current[key], trends.previous[key])} (before: {format(trends.previous[key])})</dd>
              </div>
            ))}
          </dl>
          <ChartFigure
            title={`Loads and vehicles, ${periodLabel} against the period before`}
            spec={{
              kind: 'bar',
              labels: ['Loads', 'Vehicles'],
              series: [
                { label: periodLabel, values: [trends.current.loadCount, trends.current.vehicleCount], color: CURRENT_COLOR },
                { label: 'Period before', values: [trends.previous.loadCount, trends.previous.vehicleCount], color: PREVIOUS_COLOR },
              ],
              format: formatCount,
            }}
          />
        </>
      )}
    </>
  );
}
