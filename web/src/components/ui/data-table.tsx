import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One column of a table. */
export interface TableColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the header cell (alignment, wrapping). */
  headerClassName?: string;
  /** Extra classes of each body cell. */
  cellClassName?: string;
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly TableColumn<T>[];
  /** Classes of one body row (a highlight, a hover tint). */
  rowClassName?: (row: T) => string | undefined;
  /** Tighter, single-line cells with tabular figures, for tables of numbers. */
  compact?: boolean;
  /**
   * Makes the whole row open the row (a click anywhere but on its own links and buttons). Pointer only:
   * the row must still hold a link for keyboard and screen-reader users.
   */
  onRowClick?: (row: T) => void;
}

/** A click on the row itself, not on a control inside it (a link, button or field keeps its own click). */
export function clickedOutsideControls(target: EventTarget | null): boolean {
  return !(target instanceof Element && target.closest('a, button, input, select, textarea, label'));
}

/** A table with uppercase column headers on a tinted band and hairlines between rows. */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  rowClassName,
  compact = false,
  onRowClick,
}: DataTableProps<T>) {
  const cell = compact ? 'whitespace-nowrap px-3 py-2.5 sm:px-4' : 'px-4 py-3';
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cn(cell, column.headerClassName)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={cn(rowClassName?.(row), onRowClick && 'cursor-pointer')}
            onClick={onRowClick && ((event) => clickedOutsideControls(event.target) && onRowClick(row))}
          >
            {columns.map((column, index) => (
              <td key={index} className={cn(cell, compact && 'tabular-nums', column.cellClassName)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
