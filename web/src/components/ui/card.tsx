import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A white panel with border and soft shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

// Whole class names, so Tailwind finds them.
const LINE_ALIGN = { start: 'items-start', center: 'items-center', end: 'items-end' } as const;

/** A line of a card in a list: the item's name or a detail first, its badge, date or action at the far end. */
export function CardLine({
  align = 'start',
  children,
}: {
  /** How the two sides line up when one is taller: by their tops (a card's first line), centres or bottoms. */
  align?: keyof typeof LINE_ALIGN;
  children: ReactNode;
}) {
  return <div className={cn('flex', LINE_ALIGN[align], 'justify-between gap-3')}>{children}</div>;
}
