import type { Dashboard } from '@platform/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAmount } from '../../../i18n/numbers';

export type ChartSeries = { key: 'deposits' | 'withdrawals' | 'ggr' | 'ngr'; label: string; color: string };

/** A brand day (yyyy-MM-dd) as uPlot's x value: seconds at midnight UTC, drawn in UTC so the label is that day. */
const xOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * The dashboard's day-by-day chart (uPlot on a canvas): one line per figure over the period's brand
 * days, points drawn so a one-day period still shows its values. Redrawn when the data or the width
 * changes; amounts are plotted as numbers but labelled from the wire's decimal strings' format.
 */
export function DailyChart({
  series,
  lines,
  label,
}: {
  series: Dashboard['series'];
  lines: ChartSeries[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ink = getComputedStyle(el).color;
    const grid = 'rgba(128,128,128,0.18)';
    const data: uPlot.AlignedData = [
      series.map((d) => xOf(d.day)),
      ...lines.map((l) => series.map((d) => Number(d[l.key]))),
    ];
    const money = (_u: uPlot, v: number | null) => (v == null ? '' : formatAmount(v.toFixed(2)));
    const xs = data[0] as number[];
    // One tick per brand day (every few days when they would crowd), labelled MM-DD; half a day of room each side.
    const step = Math.max(1, Math.ceil(xs.length / 10));
    const first = xs[0] ?? 0;
    const last = xs[xs.length - 1] ?? 0;
    const chart = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 260,
        cursor: { points: { size: 8 } },
        legend: { show: true, live: false },
        scales: { x: { time: false, range: [first - 43_200, last + 43_200] } },
        axes: [
          {
            stroke: ink,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            splits: () => xs.filter((_x, i) => (xs.length - 1 - i) % step === 0),
            values: (_u, splits) => splits.map((x) => new Date(x * 1000).toISOString().slice(5, 10)),
          },
          {
            stroke: ink,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            size: 70,
            values: (_u, vals) => vals.map((v) => formatAmount(v.toFixed(2)).replace(/\.00$/, '')),
          },
        ],
        series: [
          {},
          ...lines.map((l) => ({
            label: l.label,
            stroke: l.color,
            width: 2,
            points: { show: true, size: 6, fill: l.color },
            value: money,
          })),
        ],
      },
      data,
      el,
    );
    const fit = new ResizeObserver(() => chart.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    fit.observe(el);
    return () => {
      fit.disconnect();
      chart.destroy();
    };
  }, [series, lines]);
  return (
    <div ref={box} role="img" aria-label={label} className="ops-chart w-full text-muted" data-testid="daily-chart" />
  );
}
