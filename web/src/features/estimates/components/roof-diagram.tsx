import type { Measurement } from '@shared/estimates/measurement/types.js';
import { formatNumber, formatSqft } from '@shared/kernel/format.js';
import { pitchColours } from '@shared/estimates/pitch-colours.js';

// The roof drawn from the measured facets: plan outlines in metres (north up), one colour per pitch,
// each facet labelled with its pitch and area, a compass and a 10 ft scale bar.

/** Planes turned away from a light in the south-east come out darker, so neighbouring planes read apart. */
function shade(azimuth: number): number {
  return 0.2 * ((1 - Math.cos(((azimuth - 150) * Math.PI) / 180)) / 2);
}

function size(outline: [number, number][]): { width: number; height: number } {
  const xs = outline.map((point) => point[0]);
  const ys = outline.map((point) => point[1]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** SVG plan of the roof with pitch and area labels. */
export function RoofDiagram({ measurement }: { measurement: Measurement }) {
  const { extent } = measurement;
  const span = Math.max(extent.maxX - extent.minX, extent.maxY - extent.minY, 8);
  const font = span / 30;
  const pad = span * 0.07;
  // Room above the roof for the compass.
  const padTop = font * 4.2;
  const viewBox = [
    extent.minX - pad,
    -extent.maxY - padTop,
    extent.maxX - extent.minX + 2 * pad,
    extent.maxY - extent.minY + pad + padTop,
  ];
  const colours = pitchColours(measurement.pitchBreakdown);
  // Wings and porches go under the main roof (they meet it at the valleys and walls); dormers sit on top of it.
  const layer = { attachment: 0, wing: 1, main: 2, dormer: 3 } as const;
  const layerOf = (section: number) => layer[measurement.sections[section]?.role ?? 'main'];
  const facets = [...measurement.facets].sort(
    (a, b) => layerOf(a.section) - layerOf(b.section) || b.areaSqft - a.areaSqft,
  );
  const scaleFeet = span > 45 ? 20 : 10;
  const scaleMetres = scaleFeet * 0.3048;
  const [left, top, width, height] = viewBox;

  return (
    <svg
      viewBox={viewBox.map((value) => value.toFixed(2)).join(' ')}
      role="img"
      aria-label={`Roof diagram: ${measurement.facets.length} facets, predominant pitch ${measurement.predominantPitch}/12`}
      className="h-auto w-full"
      style={{ maxHeight: 520 }}
    >
      <rect x={left} y={top} width={width} height={height} fill="#f8fafc" />
      {facets.map((facet) => {
        const points = facet.outline.map(([x, y]) => `${x.toFixed(2)},${(-y).toFixed(2)}`).join(' ');
        const { width: w, height: h } = size(facet.outline);
        const room = Math.min(w, h);
        const [cx, cy] = facet.center;
        const showArea = room > font * 3.2 && w > font * 5;
        const showPitch = room > font * 1.8 && w > font * 2.8;
        return (
          <g key={facet.index} data-facet={facet.index}>
            <polygon
              points={points}
              fill={colours.get(facet.pitch)}
              stroke="#ffffff"
              strokeWidth={font * 0.22}
              strokeLinejoin="round"
            />
            {facet.direction !== 'flat' && (
              <polygon
                points={points}
                fill="#0b1b33"
                fillOpacity={shade(facet.azimuthDegrees)}
                stroke="none"
              />
            )}
            <polygon
              points={points}
              fill="none"
              stroke="#475569"
              strokeOpacity={0.55}
              strokeWidth={font * 0.06}
              strokeLinejoin="round"
            />
            <title>{`Facet ${facet.index}: ${facet.pitch}/12, ${formatSqft(facet.areaSqft)}, facing ${facet.direction}`}</title>
            {showPitch && (
              <text
                x={cx}
                y={-cy + (showArea ? -font * 0.15 : font * 0.35)}
                textAnchor="middle"
                fontSize={font}
                fontWeight={700}
                fill="#0b1b33"
              >
                {facet.pitch}/12
              </text>
            )}
            {showArea && (
              <text x={cx} y={-cy + font * 0.95} textAnchor="middle" fontSize={font * 0.78} fill="#334155">
                {formatNumber(facet.areaSqft)} ft²
              </text>
            )}
          </g>
        );
      })}
      <g
        transform={`translate(${(left + width - font * 2.2).toFixed(2)} ${(top + font * 2.6).toFixed(2)})`}
        aria-hidden="true"
      >
        <circle r={font * 1.35} fill="#ffffff" stroke="#cbd5e1" strokeWidth={font * 0.08} />
        <path
          d={`M0 ${-font * 1.05} L${font * 0.5} ${font * 0.55} L0 ${font * 0.25} L${-font * 0.5} ${font * 0.55} Z`}
          fill="#0b1b33"
        />
        <text y={-font * 1.65} textAnchor="middle" fontSize={font * 0.85} fontWeight={700} fill="#0b1b33">
          N
        </text>
      </g>
      <g
        transform={`translate(${(left + font * 1.2).toFixed(2)} ${(top + height - font * 1.2).toFixed(2)})`}
        aria-hidden="true"
      >
        <line x1={0} x2={scaleMetres} y1={0} y2={0} stroke="#0b1b33" strokeWidth={font * 0.14} />
        <line x1={0} x2={0} y1={-font * 0.35} y2={font * 0.35} stroke="#0b1b33" strokeWidth={font * 0.12} />
        <line
          x1={scaleMetres}
          x2={scaleMetres}
          y1={-font * 0.35}
          y2={font * 0.35}
          stroke="#0b1b33"
          strokeWidth={font * 0.12}
        />
        <text x={scaleMetres / 2} y={-font * 0.6} textAnchor="middle" fontSize={font * 0.75} fill="#334155">
          {scaleFeet} ft
        </text>
      </g>
    </svg>
  );
}
