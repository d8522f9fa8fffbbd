import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the pieces the reports draw are registered, so the bundle carries nothing else of chart.js.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** One data series of a chart. */
export interface Series {
  label: string;
  data: number[];
  colour: string;
}

/** A bar or line chart; `label` names it for screen readers (the figures are also in text next to it). */
export function ReportChart({
  type,
  labels,
  series,
  label,
}: {
  type: 'bar' | 'line';
  labels: string[];
  series: Series[];
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const config: ChartConfiguration<'bar' | 'line'> = {
      type,
      data: {
        labels,
        datasets: series.map((entry) => ({
          label: entry.label,
          data: entry.data,
          backgroundColor: entry.colour,
          borderColor: entry.colour,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: { y: { beginAtZero: true } },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [type, labels, series]);
  return (
    <div className="relative h-56">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
