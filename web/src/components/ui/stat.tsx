import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

/** How large a figure reads: summary cards (`2xl`, `xl`), panel cells (`lg`) and table-like cells (`md`). */
export type StatSize = '2xl' | 'xl' | 'lg' | 'md';

const VALUE_SIZES: Record<StatSize, string> = {
  '2xl': 'mt-1 text-xl font-bold sm:text-2xl',
  xl: 'mt-1 text-xl font-bold',
  lg: 'mt-1 text-lg font-bold',
  md: 'mt-0.5 font-semibold',
};

/** Props of Stat. */
export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  /** A small line under the value. */
  sub?: ReactNode;
  size?: StatSize;
  /** A card of its own; otherwise a white cell meant for a `gap-px` grid on a tinted background. */
  card?: boolean;
  /** Padding (and any other classes) in place of the default `px-4 py-3`. */
  padding?: string;
}

/** One labelled figure (a dt/dd pair, so it belongs in a <dl>): summary cards, measurements, totals. */
export function Stat({ label, value, sub, size = 'lg', card = false, padding = 'px-4 py-3' }: StatProps) {
  const body = (
    <>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={cn('tabular-nums text-brand-950', VALUE_SIZES[size])}>{value}</dd>
      {sub && <dd className="text-xs text-slate-500">{sub}</dd>}
    </>
  );
  if (card) return <Card className={padding}>{body}</Card>;
  return <div className={cn('bg-white', padding)}>{body}</div>;
}
