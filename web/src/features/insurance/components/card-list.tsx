import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A named list of cards, one per item; the insurance tabs list disputes, projects and mails alike. */
export function CardList<T extends { id: string }>({
  label,
  items,
  cardClassName = 'flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between',
  children,
}: {
  label: string;
  items: readonly T[];
  cardClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card className={cardClassName}>{children(item)}</Card>
        </li>
      ))}
    </ul>
  );
}
