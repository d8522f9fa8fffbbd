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
import { formatMoney } from '@shared/kernel/format.js';

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

/** What a chart's numbers are: counts of things (whole numbers) or dollars. */
export type ChartUnit = 'count' | 'money';

/**
 * The label of a y-axis tick: counts only at whole numbers (chart.js would put ticks at 0.5 and 1.5
 * for small counts, and a job cannot be halved), dollars with their sign and no cents.
 */
export function axisTickLabel(value: number, unit: ChartUnit): string | null {
  if (unit === 'count') return Number.isInteger(value) ? String(value) : null;
  return formatMoney(value).replace(/\.00$/, '');
}

/** A bar or line chart; `label` names it for screen readers (the figures are also in text next to it). */
export function ReportChart({
  type,
  labels,
  series,
  label,
  unit = 'count',
}: {
  type: 'bar' | 'line';
  labels: string[];
  series: Series[];
  label: string;
  unit?: ChartUnit;
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
        scales: {
          y: {
            beginAtZero: true,
            ticks: {
              ...(unit === 'count' ? { precision: 0 } : {}),
              callback: (value) => axisTickLabel(Number(value), unit),
            },
          },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [type, labels, series, unit]);
  return (
    <div className="relative h-56">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
