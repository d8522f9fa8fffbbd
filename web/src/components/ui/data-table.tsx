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
}

/** A table with uppercase column headers on a tinted band and hairlines between rows. */
export function DataTable<T>({ rows, rowKey, columns, rowClassName, compact = false }: DataTableProps<T>) {
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
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
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
