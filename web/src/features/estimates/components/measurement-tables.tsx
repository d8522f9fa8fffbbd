import type { ReactNode } from 'react';
import type { Measurement, WasteRow } from '@shared/estimates/measurement/types.js';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Stat } from '../../../components/ui/stat';
import { cn } from '../../../lib/cn';
import { formatNumber } from '@shared/kernel/format.js';
import { hasShingles, materialQuantityText, pitchRows } from '@shared/estimates/measurement/roof-area.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';

/** A titled card holding a table or list. */
export function Section({
  title,
  subtitle,
  children,
  className,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <Card className={cn('overflow-hidden', className)}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 className="font-semibold text-brand-950">{title}</h2>
          {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

// Number columns line up on the right.
const RIGHT = { headerClassName: 'text-right', cellClassName: 'text-right' } as const;

/** Area per pitch, predominant first, with the colour used in the diagram. */
export function PitchTable({ measurement }: { measurement: Measurement }) {
  const colours = pitchColours(measurement.pitchBreakdown);
  const facetsOf = (pitch: number) =>
    measurement.facets.filter((facet) => facet.pitch === pitch).map((facet) => facet.index);
  // Shares of the headline area, so the rows add up to it (also for a table stored before they did).
  const rows = pitchRows(measurement.pitchBreakdown, measurement.adjustedAreaSqft);
  return (
    <Section
      title="Pitch breakdown"
      subtitle={`Predominant pitch ${measurement.predominantPitch}/12 · ${formatNumber(
        rows.reduce((sum, row) => sum + row.areaSqft, 0),
      )} ft² in all`}
    >
      <div className="overflow-x-auto">
        <DataTable
          compact
          rows={rows}
          rowKey={(row) => row.pitch}
          columns={[
            {
              header: 'Pitch',
              cell: (row) => (
                <span className="inline-flex flex-wrap items-center gap-x-2 font-semibold whitespace-normal text-brand-950">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-sm ring-1 ring-slate-300"
                    style={{ background: colours.get(row.pitch) }}
                  />
                  {row.pitch}/12
                  <span className="sr-only sm:hidden">, facets</span>
                  <span className="text-xs font-normal text-slate-500 sm:hidden">
                    {facetsOf(row.pitch).join(', ')}
                  </span>
                  {row.pitch < 2 && (
                    <span className="text-xs font-normal text-slate-500 max-sm:hidden">low slope</span>
                  )}
                  {row.pitch >= 2 && row.pitch < 4 && (
                    <span className="text-xs font-normal text-slate-500 max-sm:hidden">
                      double underlayment
                    </span>
                  )}
                </span>
              ),
            },
            {
              header: 'Facets',
              headerClassName: 'max-sm:hidden',
              cellClassName: 'whitespace-normal text-slate-600 max-sm:hidden',
              cell: (row) => facetsOf(row.pitch).join(', '),
            },
            { ...RIGHT, header: 'Area', cell: (row) => `${formatNumber(row.areaSqft)} ft²` },
            { ...RIGHT, header: 'Share', cell: (row) => `${formatNumber(row.percent, 1)} %` },
          ]}
        />
      </div>
    </Section>
  );
}

/** The waste ladder with the suggested row flagged (field shingles only). */
export function WasteTable({ measurement }: { measurement: Measurement }) {
  const factors = measurement.wasteFactors
    .map((factor) => `${factor.label} ${formatNumber(factor.percent, factor.percent % 1 ? 1 : 0)} %`)
    .join(' + ');
  const shingled = hasShingles(measurement.materials);
  return (
    <Section
      title="Waste"
      subtitle={`Suggested ${formatNumber(measurement.suggestedWastePercent, measurement.suggestedWastePercent % 1 ? 1 : 0)} %: ${factors}`}
    >
      <div className="overflow-x-auto">
        <DataTable
          compact
          rows={measurement.wasteTable}
          rowKey={(row) => row.percent}
          rowClassName={(row) => (row.suggested ? 'bg-accent-50 font-semibold text-brand-950' : undefined)}
          columns={[
            {
              header: 'Waste',
              cell: (row) => (
                <>
                  {formatNumber(row.percent, row.percent % 1 ? 1 : 0)} %
                  {row.suggested && (
                    <span className="ml-2 rounded-full bg-accent-500 px-2 py-0.5 max-sm:ml-0 max-sm:mt-1 max-sm:block max-sm:w-fit text-[11px] font-bold uppercase tracking-wide text-brand-950">
                      Suggested
                    </span>
                  )}
                </>
              ),
            },
            {
              header: 'Area',
              headerClassName: 'text-right max-sm:hidden',
              cellClassName: 'text-right max-sm:hidden',
              cell: (row) => `${formatNumber(row.areaSqft)} ft²`,
            },
            { ...RIGHT, header: 'Squares', cell: (row) => formatNumber(row.squares, 2) },
            ...(shingled ? [{ ...RIGHT, header: 'Bundles', cell: (row: WasteRow) => row.bundles }] : []),
          ]}
        />
      </div>
      <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500">
        {shingled
          ? 'Waste covers field shingles only; starter and hip & ridge cap are listed separately.'
          : 'No shingles on this roof: it is covered in membrane, ordered in squares.'}
      </p>
    </Section>
  );
}

/** Material quantities. */
export function MaterialsTable({ measurement }: { measurement: Measurement }) {
  return (
    <Section title="Materials" subtitle="Quantities at the suggested waste">
      <ul className="divide-y divide-slate-100">
        {measurement.materials.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-4 px-5 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-brand-950">{line.item}</p>
              <p className="text-xs text-slate-500">{line.basis}</p>
            </div>
            <p className="shrink-0 text-right font-semibold tabular-nums text-brand-950">
              {materialQuantityText(line)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Estimated edge lengths and steep-slope squares. */
export function EdgesTable({ measurement }: { measurement: Measurement }) {
  const { edges } = measurement;
  const rows: [string, number][] = [
    ['Eaves', edges.eaveFt],
    ['Rakes', edges.rakeFt],
    ['Ridges', edges.ridgeFt],
    ['Hips', edges.hipFt],
    ['Valleys', edges.valleyFt],
  ];
  return (
    <Section title="Edges and slopes" subtitle="Edge lengths are estimated from the facet layout">
      <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-3">
        {rows.map(([label, feet]) => (
          <Stat key={label} size="md" padding="px-5 py-3" label={label} value={`${formatNumber(feet)} ft`} />
        ))}
        <Stat
          size="md"
          padding="px-5 py-3"
          label="Steep (7/12 and up)"
          value={
            measurement.steepSlope.length
              ? measurement.steepSlope
                  .map((tier) => `${formatNumber(tier.squares, 2)} sq at ${tier.label}`)
                  .join(', ')
              : 'None'
          }
        />
      </dl>
    </Section>
  );
}
