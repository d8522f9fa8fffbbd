import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';
import { clickedOutsideControls, DataTable, type TableColumn } from './data-table';

/** Props of ResponsiveList; `rowKey` may be left out for rows that carry an `id`. */
export type ResponsiveListProps<T> = ListProps<T> &
  (T extends { id: string } ? { rowKey?: (row: T) => string } : { rowKey: (row: T) => string });

interface ListProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** The body of one row's card on narrow screens. */
  card: (row: T) => ReactNode;
  /** Names the card list for screen readers (the table is named by its headers). */
  label: string;
  /** From this width up the table shows; below it, the cards. */
  breakpoint?: 'md' | 'lg';
  /** Opens a row from a click anywhere on its table row or card (it must also hold a link). */
  onRowClick?: (row: T) => void;
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
  onRowClick,
}: ResponsiveListProps<T>) {
  // Only rows with an id may leave rowKey out (the props type enforces it).
  const keyOf = rowKey ?? ((row: T) => (row as { id: string }).id);
  return (
    <>
      <Card className={cn('overflow-x-auto', HIDE[breakpoint].table)}>
        <DataTable
          rows={rows}
          rowKey={keyOf}
          columns={columns}
          rowClassName={() => 'hover:bg-slate-50/60'}
          onRowClick={onRowClick}
        />
      </Card>
      <ul className={cn('space-y-3', HIDE[breakpoint].cards)} aria-label={label}>
        {rows.map((row) => (
          <li
            key={keyOf(row)}
            className={onRowClick && 'cursor-pointer'}
            onClick={onRowClick && ((event) => clickedOutsideControls(event.target) && onRowClick(row))}
          >
            <Card className="space-y-3 p-4">{card(row)}</Card>
          </li>
        ))}
      </ul>
    </>
  );
}
