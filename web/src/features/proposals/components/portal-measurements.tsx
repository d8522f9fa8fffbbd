import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { Card } from '../../../components/ui/card';
import { Stat } from '../../../components/ui/stat';
import { RoofPlan } from './roof-plan';
import { formatDate, formatNumber, formatPercent, formatSqft } from '@shared/kernel/format.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';

/** The measured roof as the homeowner reads it: plan, area, pitch and the figures behind the price. */
export function PortalMeasurements({ proposal }: { proposal: PortalProposal }) {
  const { satellite_data: roof } = proposal.estimate;
  const colours = pitchColours(proposal.roof.pitch_table);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 className="text-lg font-semibold text-brand-950">Roof measurements</h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Measured from {proposal.roof.simulated ? 'simulated' : 'satellite'} imagery
          {proposal.roof.imagery_date ? ` of ${formatDate(proposal.roof.imagery_date)}` : ''}.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-4 lg:grid-cols-2">
        <Stat label="Roof area" value={formatSqft(roof.square_footage)} />
        <Stat label="Squares" value={formatNumber(roof.squares, 2)} />
        <Stat label="Main pitch" value={roof.pitch} />
        <Stat label="Complexity" value={<span className="capitalize">{roof.complexity}</span>} />
      </dl>
      <div className="p-3 sm:p-5">
        <RoofPlan roof={proposal.roof} />
      </div>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-5 py-3 text-xs text-slate-600"
        aria-label="Pitch of the roof planes"
      >
        {proposal.roof.pitch_table.map((row) => (
          <li key={row.pitch} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-sm ring-1 ring-slate-300"
              style={{ background: colours.get(row.pitch) }}
            />
            {row.pitch}/12 pitch · {formatSqft(row.area_sqft)} ({formatPercent(row.percent)})
          </li>
        ))}
        <li>{proposal.roof.waste_percent}% waste allowance included</li>
      </ul>
    </Card>
  );
}
