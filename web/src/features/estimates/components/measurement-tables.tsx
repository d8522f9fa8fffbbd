import type { ReactNode } from 'react';
import type { Measurement } from '@shared/domain/measurement/types.js';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNumber } from '@shared/domain/format.js';
import { pitchColours } from '@shared/domain/pitch-colours.js';

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

const th =
  'whitespace-nowrap px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:px-4';
const td = 'whitespace-nowrap px-3 py-2.5 tabular-nums sm:px-4';

/** Area per pitch, predominant first, with the colour used in the diagram. */
export function PitchTable({ measurement }: { measurement: Measurement }) {
  const colours = pitchColours(measurement.pitchBreakdown);
  const facetsOf = (pitch: number) =>
    measurement.facets.filter((facet) => facet.pitch === pitch).map((facet) => facet.index);
  return (
    <Section title="Pitch breakdown" subtitle={`Predominant pitch ${measurement.predominantPitch}/12`}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Pitch
              </th>
              <th scope="col" className={th}>
                Facets
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Area
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Share
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {measurement.pitchBreakdown.map((row) => (
              <tr key={row.pitch}>
                <td className={td}>
                  <span className="inline-flex items-center gap-2 font-semibold text-brand-950">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-sm ring-1 ring-slate-300"
                      style={{ background: colours.get(row.pitch) }}
                    />
                    {row.pitch}/12
                    {row.pitch < 2 && (
                      <span className="text-xs font-normal text-slate-500 max-sm:hidden">low slope</span>
                    )}
                    {row.pitch >= 2 && row.pitch < 4 && (
                      <span className="text-xs font-normal text-slate-500 max-sm:hidden">
                        double underlayment
                      </span>
                    )}
                  </span>
                </td>
                <td className={cn(td, 'whitespace-normal text-slate-600')}>
                  {facetsOf(row.pitch).join(', ')}
                </td>
                <td className={cn(td, 'text-right')}>{formatNumber(row.areaSqft)} ft²</td>
                <td className={cn(td, 'text-right')}>{formatNumber(row.percent, 1)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The waste ladder with the suggested row flagged (field shingles only). */
export function WasteTable({ measurement }: { measurement: Measurement }) {
  const factors = measurement.wasteFactors
    .map((factor) => `${factor.label} ${formatNumber(factor.percent, factor.percent % 1 ? 1 : 0)} %`)
    .join(' + ');
  return (
    <Section
      title="Waste"
      subtitle={`Suggested ${formatNumber(measurement.suggestedWastePercent, measurement.suggestedWastePercent % 1 ? 1 : 0)} %: ${factors}`}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Waste
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Area
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Squares
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Bundles
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {measurement.wasteTable.map((row) => (
              <tr
                key={row.percent}
                className={row.suggested ? 'bg-accent-50 font-semibold text-brand-950' : undefined}
              >
                <td className={td}>
                  {formatNumber(row.percent, row.percent % 1 ? 1 : 0)} %
                  {row.suggested && (
                    <span className="ml-2 rounded-full bg-accent-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand-950">
                      Suggested
                    </span>
                  )}
                </td>
                <td className={cn(td, 'text-right')}>{formatNumber(row.areaSqft)} ft²</td>
                <td className={cn(td, 'text-right')}>{formatNumber(row.squares, 2)}</td>
                <td className={cn(td, 'text-right')}>{row.bundles}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500">
        Waste covers field shingles only; starter and hip & ridge cap are listed separately.
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
              {formatNumber(line.quantity)} <span className="font-normal text-slate-600">{line.unit}</span>
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
          <div key={label} className="bg-white px-5 py-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-brand-950">{formatNumber(feet)} ft</dd>
          </div>
        ))}
        <div className="bg-white px-5 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Steep (7/12 and up)</dt>
          <dd className="mt-0.5 font-semibold tabular-nums text-brand-950">
            {measurement.steepSlope.length
              ? measurement.steepSlope
                  .map((tier) => `${formatNumber(tier.squares, 2)} sq at ${tier.label}`)
                  .join(', ')
              : 'None'}
          </dd>
        </div>
      </dl>
    </Section>
  );
}
