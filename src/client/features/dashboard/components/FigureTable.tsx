import type { ChartSpec } from './charts/chartData';

/** A chart's figures as a table, for screen readers; a table does not shrink to the hiding box, its wrapper does. */
export function FigureTable({ title, spec }: { title: string; spec: ChartSpec }) {
  return (
    <div className="hb-visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {spec.series.map((series) => <th key={series.label} scope="col">{series.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {spec.series.map((series) => {
                const value = series.values[index];
                return <td key={series.label}>{value === null || value === undefined ? 'none' : spec.format(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
