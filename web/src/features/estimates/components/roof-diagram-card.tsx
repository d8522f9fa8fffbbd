import { formatDate, formatNumber } from '@shared/kernel/format.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';
import { Card } from '../../../components/ui/card';
import { RoofDiagram } from './roof-diagram';
import { SimulatedBadge } from './status-badges';

/** The measured roof drawn from above, where its imagery came from, and the colour of each pitch. */
export function RoofDiagramCard({
  measurement,
  simulated,
}: {
  measurement: Measurement;
  simulated: boolean;
}) {
  const colours = pitchColours(measurement.pitchBreakdown);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 className="font-semibold text-brand-950">Roof diagram</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {measurement.facets.length} facets · imagery{' '}
            {measurement.quality.imageryDate ? formatDate(measurement.quality.imageryDate) : 'date unknown'} ·{' '}
            {measurement.quality.imageryQuality.toLowerCase()} resolution
          </p>
        </div>
        {simulated && <SimulatedBadge />}
      </div>
      <div className="p-3 sm:p-5">
        <RoofDiagram measurement={measurement} />
      </div>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-5 py-3 text-xs text-slate-600"
        aria-label="Pitch colours"
      >
        {measurement.pitchBreakdown.map((row) => (
          <li key={row.pitch} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm ring-1 ring-slate-300"
              style={{ background: colours.get(row.pitch) }}
            />
            {row.pitch}/12 · {formatNumber(row.percent, 1)} %
          </li>
        ))}
      </ul>
    </Card>
  );
}
