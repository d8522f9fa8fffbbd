import { formatNumber } from '@shared/kernel/format.js';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import { pitchLabel } from '@shared/documents/proposal-document.js';

/** The measured facets (number, direction, pitch, area): the evidence next to the roof diagram. */
export function FacetTable({ measurement }: { measurement: Measurement }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Facets">
        <thead className="text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th className="py-1.5 pr-2">Facet</th>
            <th className="py-1.5 pr-2">Faces</th>
            <th className="py-1.5 pr-2 text-right">Pitch</th>
            <th className="py-1.5 text-right">Area (sq ft)</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {measurement.facets.map((facet) => (
            <tr key={facet.index}>
              <td className="py-1.5 pr-2">{facet.index}</td>
              <td className="py-1.5 pr-2">{facet.direction}</td>
              <td className="py-1.5 pr-2 text-right">{pitchLabel(facet.pitch)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatNumber(facet.areaSqft)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
