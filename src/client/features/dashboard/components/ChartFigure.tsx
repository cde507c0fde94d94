import { lazyPart, NOTHING } from '../../../app/lazyPart';
import type { ChartSpec } from './charts/chartData';
import { FigureTable } from './FigureTable';

// Without its code (a weak network) the figure keeps its table, and the drawing comes once the code can be fetched.
const DashboardChart = lazyPart(() => import(/* webpackChunkName: "charts" */ './charts/DashboardChart'), (module) => module.default, NOTHING);

/* chart.js sizes its canvas by a ResizeObserver; where there is none (an old browser, jsdom) the table is the chart. */
const canDrawCharts = typeof window !== 'undefined' && typeof window.ResizeObserver === 'function';

/**
 * A chart with its figures as a table for screen readers (the canvas itself is hidden from them), so the
 * figures are read out whether or not the drawing has arrived.
 */
export function ChartFigure({ title, spec, emptyText }: { title: string; spec: ChartSpec; emptyText?: string }) {
  const hasValues = spec.series.some((series) => series.values.some((value) => value !== null && value !== 0));
  return (
    <figure className="chart-figure">
      <figcaption className="chart-figure__title">{title}</figcaption>
      {!hasValues && emptyText && <p className="chart-figure__empty">{emptyText}</p>}
      {canDrawCharts && (
        <div className="chart-figure__canvas" aria-hidden="true">
          <DashboardChart spec={spec} />
        </div>
      )}
      <FigureTable title={title} spec={spec} />
    </figure>
  );
}
