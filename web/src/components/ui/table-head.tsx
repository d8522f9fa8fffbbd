import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A column heading: its content, or its content with classes of its own (a width, an alignment). */
export type TableHeading = ReactNode | { label: ReactNode; className: string };

// Tinted: the header of a plain table on the public pages; quiet: small grey headings over a table inside a card.
const TONES = {
  tinted: { head: 'bg-slate-50 text-slate-700', row: undefined, cell: 'font-semibold' },
  quiet: { head: undefined, row: 'text-left text-xs text-slate-500', cell: 'font-medium' },
} as const;

function parts(heading: TableHeading): { label: ReactNode; className?: string } {
  return typeof heading === 'object' && heading !== null && 'label' in heading ? heading : { label: heading };
}

/** The header row of a plain table; `cellClassName` sets every cell's padding, a heading may add its own classes. */
export function TableHead({
  headings,
  cellClassName,
  tone = 'tinted',
}: {
  headings: TableHeading[];
  cellClassName: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <thead className={TONES[tone].head}>
      <tr className={TONES[tone].row}>
        {headings.map((heading, index) => {
          const { label, className } = parts(heading);
          return (
            <th key={index} scope="col" className={cn(className, cellClassName, TONES[tone].cell)}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A wide table's frame: scrolls sideways on a phone, and is a named region the keyboard can scroll. */
export function TableRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('overflow-x-auto rounded-xl ring-1 ring-slate-200', className)}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
