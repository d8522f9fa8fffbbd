import type { RoofDrawing, RoofShape } from '@shared/estimates/roof-drawing.js';

// Draws a roof drawing from shared/estimates/roof-drawing.ts as SVG: the geometry lives there, so
// the contractor's diagram, the homeowner's plan and the PDF show the same roof.

// Rectangles and circles are painted alike: a fill, and an optional outline.
const paint = (shape: { fill: string; stroke?: string; strokeWidth?: number }) => ({
  fill: shape.fill,
  stroke: shape.stroke,
  strokeWidth: shape.strokeWidth,
});

function Shape({ shape }: { shape: RoofShape }) {
  switch (shape.kind) {
    case 'polygon':
      return (
        <polygon
          points={shape.points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ')}
          fill={shape.fill ?? 'none'}
          fillOpacity={shape.fillOpacity}
          stroke={shape.stroke ?? 'none'}
          strokeOpacity={shape.strokeOpacity}
          strokeWidth={shape.strokeWidth}
          strokeLinejoin={shape.stroke ? 'round' : undefined}
        />
      );
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} {...paint(shape)} />;
    case 'circle':
      return <circle cx={shape.x} cy={shape.y} r={shape.r} {...paint(shape)} />;
    case 'line':
      return (
        <line
          x1={shape.from[0]}
          y1={shape.from[1]}
          x2={shape.to[0]}
          y2={shape.to[1]}
          stroke={shape.stroke}
          strokeWidth={shape.width}
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          textAnchor={shape.anchor}
          fontSize={shape.size}
          fontWeight={shape.bold ? 700 : undefined}
          fill={shape.fill}
        >
          {shape.text}
        </text>
      );
  }
}

/** An SVG of a roof drawing, scaled to the width of its container. */
export function RoofDrawingSvg({
  drawing,
  label,
  maxHeight,
}: {
  drawing: RoofDrawing;
  label: string;
  maxHeight: number;
}) {
  const { left, top, width, height } = drawing.viewBox;
  return (
    <svg
      viewBox={[left, top, width, height].map((value) => value.toFixed(2)).join(' ')}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      style={{ maxHeight }}
    >
      {drawing.groups.map((group, at) => (
        <g key={at} data-facet={group.facet} aria-hidden={group.hidden ? 'true' : undefined}>
          {group.shapes.map((shape, index) => (
            <Shape key={index} shape={shape} />
          ))}
          {group.title && <title>{group.title}</title>}
        </g>
      ))}
    </svg>
  );
}
