import { formatSqft } from '@shared/kernel/format.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';
import type { PortalProposal } from '@shared/documents/schemas/proposals.js';

// The homeowner's roof plan: facet outlines in plan metres (north up), one colour per pitch, each
// facet numbered with its pitch; a compass and a scale bar. Drawn from the proposal's snapshot.

function smallestSide(outline: [number, number][]): number {
  const xs = outline.map((point) => point[0]);
  const ys = outline.map((point) => point[1]);
  return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** SVG plan of the roof. */
export function RoofPlan({ roof }: { roof: PortalProposal['roof'] }) {
  const { extent } = roof;
  const span = Math.max(extent.maxX - extent.minX, extent.maxY - extent.minY, 8);
  const pad = span * 0.12;
  const left = extent.minX - pad;
  const top = -extent.maxY - pad;
  const width = extent.maxX - extent.minX + 2 * pad;
  const height = extent.maxY - extent.minY + 2 * pad;
  const font = span / 28;
  const colours = pitchColours(roof.pitch_table);
  const facets = [...roof.facets]
    .filter((facet) => facet.outline.length >= 3)
    .sort((a, b) => b.area_sqft - a.area_sqft);
  const scaleFeet = span > 45 ? 20 : 10;
  const scaleMetres = scaleFeet * 0.3048;
  const predominant = roof.pitch_table[0]?.pitch;
  return (
    <svg
      viewBox={`${left.toFixed(2)} ${top.toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)}`}
      role="img"
      aria-label={`Roof plan: ${roof.facets.length} roof planes${predominant === undefined ? '' : `, mostly ${predominant}/12 pitch`}`}
      className="h-auto w-full"
      style={{ maxHeight: 380 }}
    >
      <rect x={left} y={top} width={width} height={height} fill="#f8fafc" />
      {facets.map((facet) => (
        <g key={facet.index}>
          <polygon
            points={facet.outline.map(([x, y]) => `${x.toFixed(2)},${(-y).toFixed(2)}`).join(' ')}
            fill={colours.get(facet.pitch)}
            stroke="#0b1b33"
            strokeOpacity={0.6}
            strokeWidth={font * 0.08}
            strokeLinejoin="round"
          />
          <title>{`Roof plane ${facet.index}: ${facet.pitch}/12 pitch, ${formatSqft(facet.area_sqft)}`}</title>
        </g>
      ))}
      {facets.map((facet) => {
        // Small planes (porches, dormers) get their number only; the pitch would spill over neighbours.
        const roomy = smallestSide(facet.outline) > font * 3;
        return (
          <g key={`label-${facet.index}`} aria-hidden="true">
            <circle
              cx={facet.center[0]}
              cy={-facet.center[1]}
              r={font * (roomy ? 0.75 : 0.6)}
              fill="#0b1b33"
            />
            <text
              x={facet.center[0]}
              y={-facet.center[1] + font * 0.3}
              textAnchor="middle"
              fontSize={font * (roomy ? 0.85 : 0.7)}
              fontWeight={700}
              fill="#ffffff"
            >
              {facet.index}
            </text>
            {roomy && (
              <text
                x={facet.center[0]}
                y={-facet.center[1] + font * 1.75}
                textAnchor="middle"
                fontSize={font * 0.8}
                fontWeight={700}
                fill="#0b1b33"
              >
                {facet.pitch}/12
              </text>
            )}
          </g>
        );
      })}
      <g
        transform={`translate(${(left + width - font * 2).toFixed(2)} ${(top + font * 2.4).toFixed(2)})`}
        aria-hidden="true"
      >
        <path
          d={`M0 ${-font * 1.05} L${font * 0.5} ${font * 0.55} L0 ${font * 0.25} L${-font * 0.5} ${font * 0.55} Z`}
          fill="#0b1b33"
        />
        <text y={-font * 1.5} textAnchor="middle" fontSize={font * 0.85} fontWeight={700} fill="#0b1b33">
          N
        </text>
      </g>
      <g
        transform={`translate(${(left + font).toFixed(2)} ${(top + height - font).toFixed(2)})`}
        aria-hidden="true"
      >
        <line x1={0} x2={scaleMetres} y1={0} y2={0} stroke="#0b1b33" strokeWidth={font * 0.14} />
        <text x={scaleMetres / 2} y={-font * 0.5} textAnchor="middle" fontSize={font * 0.75} fill="#334155">
          {scaleFeet} ft
        </text>
      </g>
    </svg>
  );
}
