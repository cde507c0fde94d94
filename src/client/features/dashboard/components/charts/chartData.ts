/** What a dashboard chart draws: one value per label for each series (null where there is none). */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis, in tooltips and in the table. */
  format: (value: number) => string;
}
