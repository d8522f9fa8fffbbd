import type { ReactNode } from 'react';
import {
  FIGURE_DEFINITIONS,
  OPTION_FIGURE_DEFINITIONS,
  PAYMENT_FIGURE_DEFINITIONS,
} from '@shared/jobs/reports.js';
import { toCsv, type CsvCell } from '@shared/kernel/csv.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TitledSection } from '../../../components/ui/titled-section';
import { downloadText } from '../../../lib/download';

// The figures of proposals with options share the card (docs/decisions.md, "Reports count the choice").
const DEFINITIONS = { ...FIGURE_DEFINITIONS, ...OPTION_FIGURE_DEFINITIONS, ...PAYMENT_FIGURE_DEFINITIONS };

type Figure = keyof typeof DEFINITIONS;

// Title, CSV file name (also the card's test id) and CSV header row of each figure.
const FIGURES: Record<Figure, readonly [title: string, csvName: string, header: readonly string[]]> = {
  closeRate: ['Close rate', 'close-rate', ['Proposals sent', 'Proposals accepted', 'Close rate']],
  revenue: ['Revenue signed', 'revenue-signed', ['Month', 'Revenue signed']],
  pipeline: ['Pipeline by stage', 'pipeline', ['Stage', 'Jobs', 'Value']],
  medianTimes: ['Median times', 'median-times', ['Step', 'Median days']],
  measurements: ['Measurements', 'measurements', ['Used', 'Quota']],
  complexity: [
    'Accepted vs declined by roof complexity',
    'complexity',
    ['Complexity', 'Accepted', 'Declined'],
  ],
  optionMix: ['Option mix', 'option-mix', ['Tier', 'Accepted']],
  averageTicket: ['Average ticket', 'average-ticket', ['Average ticket']],
  upgradeAttachRate: [
    'Upgrade attach rate',
    'upgrade-attach-rate',
    ['Accepted with options', 'With an upgrade', 'Upgrade attach rate'],
  ],
  financingShare: [
    'Financing share',
    'financing-share',
    ['Accepted with options', 'Financed', 'Financing share'],
  ],
  collectedRevenue: ['Collected revenue', 'collected-revenue', ['Month', 'Collected']],
  daysToDeposit: ['Days to deposit', 'days-to-deposit', ['Median days from signing to deposit paid']],
};

/** One figure of the reports: its title, its one-sentence definition, the figure, and its CSV of `rows`. */
export function FigureCard({
  figure,
  rows,
  children,
  className,
}: {
  figure: Figure;
  rows: CsvCell[][];
  children: ReactNode;
  className?: string;
}) {
  const [title, csvName, header] = FIGURES[figure];
  return (
    <Card className={`flex min-w-0 flex-col p-5 ${className ?? ''}`} data-testid={`figure-${csvName}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => downloadText(`${csvName}.csv`, toCsv([...header], rows))}
        >
          CSV<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600">{DEFINITIONS[figure]}</p>
      <div className="mt-4 flex-1">{children}</div>
    </Card>
  );
}

/** A titled group of figure cards under the main grid (payments, options). */
export function FigureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      titleClassName="text-xl font-semibold text-brand-950"
      className="space-y-4"
    >
      {children}
    </TitledSection>
  );
}
