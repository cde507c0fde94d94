/**
 * The canvas drawing of a dashboard chart: chart.js through react-chartjs-2, registered piece by piece so
 * the chunk carries only bars, lines and their scales. This module is its own chunk ("charts"), fetched when
 * a chart is first drawn, never part of main.js.
 */
import {
  BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartSpec } from './chartData';

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export default function DashboardChart({ spec }: { spec: ChartSpec }) {
  const data = {
    labels: [...spec.labels],
    datasets: spec.series.map((series) => ({
      label: series.label,
      data: [...series.values],
      backgroundColor: series.color,
      borderColor: series.color,
      spanGaps: true,
    })),
  };
  return (
    <Chart
      type={spec.kind}
      data={data}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${spec.format(Number(item.parsed.y))}` } },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => spec.format(Number(value)), maxTicksLimit: 5 } } },
      }}
    />
  );
}
