import { formatCount, formatNumber, formatSqft, formatSquares } from '@shared/kernel/format.js';
import { roofArea, valleyCount } from '@shared/estimates/measurement/roof-area.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import { Card } from '../../../components/ui/card';
import { Stat } from '../../../components/ui/stat';
import { roofTypeLabel } from '../../../lib/format';

/** The measured roof in figures: area, pitch, type, complexity, waste and accuracy. */
export function RoofFiguresCard({ measurement }: { measurement: Measurement }) {
  const area = roofArea(measurement);
  return (
    <Card className="overflow-hidden">
      <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-3">
        <Stat label="Roof area" value={formatSqft(area.areaSqft)} sub={formatSquares(area.squares)} />
        <Stat
          label="Predominant pitch"
          value={`${measurement.predominantPitch}/12`}
          sub={`${formatNumber(measurement.pitchBreakdown[0].percent, 1)} % of the roof`}
        />
        <Stat
          label="Roof type"
          value={roofTypeLabel(measurement.roofType)}
          sub={`${formatCount(valleyCount(measurement.sections), 'valley')} · ${formatCount(measurement.dormers, 'dormer')}`}
        />
        <Stat
          label="Complexity"
          value={<span className="capitalize">{measurement.complexity}</span>}
          sub={formatCount(measurement.facets.length, 'facet')}
        />
        <Stat
          label="Suggested waste"
          value={`${formatNumber(measurement.suggestedWastePercent, measurement.suggestedWastePercent % 1 ? 1 : 0)} %`}
          sub="field shingles"
        />
        <Stat
          label="Accuracy rating"
          value={`${formatNumber(measurement.accuracyRating, 1)} %`}
          sub={`${measurement.quality.imageryQuality.toLowerCase()} imagery`}
        />
      </dl>
      {measurement.adjustedAreaSqft !== measurement.totalAreaSqft && (
        <p data-testid="area-note" className="border-t border-slate-100 px-4 py-3 text-xs text-slate-600">
          Roof planes found in the imagery: {formatSqft(measurement.totalAreaSqft)}. The building&apos;s
          footprint is {formatNumber(Math.abs(measurement.coverageRatio - 1) * 100, 1)} %{' '}
          {measurement.coverageRatio > 1 ? 'larger' : 'smaller'}, so price and materials both use the
          footprint-corrected {formatSqft(measurement.adjustedAreaSqft)}.
        </p>
      )}
    </Card>
  );
}
