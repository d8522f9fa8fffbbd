import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

/** One column of the desktop table. */
export interface ListColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the header cell (alignment, wrapping). */
  headerClassName?: string;
  /** Extra classes of each body cell. */
  cellClassName?: string;
}

/** Props of ResponsiveList. */
export interface ResponsiveListProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T>[];
  /** The body of one row's card on narrow screens. */
  card: (row: T) => ReactNode;
  /** Names the card list for screen readers (the table is named by its headers). */
  label: string;
  /** From this width up the table shows; below it, the cards. */
  breakpoint?: 'md' | 'lg';
}

// Whole class names, so Tailwind finds them.
const HIDE: Record<'md' | 'lg', { table: string; cards: string }> = {
  md: { table: 'max-md:hidden', cards: 'md:hidden' },
  lg: { table: 'max-lg:hidden', cards: 'lg:hidden' },
};

/** A list that is a table on wide screens and a stack of cards on phones. */
export function ResponsiveList<T>({
  rows,
  rowKey,
  columns,
  card,
  label,
  breakpoint = 'lg',
}: ResponsiveListProps<T>) {
  return (
    <>
      <Card className={cn('overflow-x-auto', HIDE[breakpoint].table)}>
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={cn('px-4 py-3', column.headerClassName)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/60">
                {columns.map((column, index) => (
                  <td key={index} className={cn('px-4 py-3', column.cellClassName)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className={cn('space-y-3', HIDE[breakpoint].cards)} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <Card className="space-y-3 p-4">{card(row)}</Card>
          </li>
        ))}
      </ul>
    </>
  );
}
