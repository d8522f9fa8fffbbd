import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The tinted header row of a plain table on the public pages; `cellClassName` sets the cells' padding. */
export function TableHead({ headings, cellClassName }: { headings: ReactNode[]; cellClassName: string }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {headings.map((heading, index) => (
          <th key={index} scope="col" className={cn(cellClassName, 'font-semibold')}>
            {heading}
          </th>
        ))}
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
