import type { ReactNode } from 'react';
import { toCsv, type CsvCell } from '@shared/kernel/csv.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { downloadText } from '../../../lib/download';

/** One figure of the reports: its title, its one-sentence definition, the figure, and its CSV. */
export function FigureCard({
  title,
  definition,
  csvName,
  rows,
  children,
  className,
}: {
  title: string;
  definition: string;
  csvName: string;
  rows: CsvCell[][];
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`flex min-w-0 flex-col p-5 ${className ?? ''}`} data-testid={`figure-${csvName}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => downloadText(`${csvName}.csv`, toCsv((rows[0] ?? []).map(String), rows.slice(1)))}
        >
          CSV<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600">{definition}</p>
      <div className="mt-4 flex-1">{children}</div>
    </Card>
  );
}
