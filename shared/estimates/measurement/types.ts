import * as z from '../../kernel/zod.js';
import { IMAGERY_QUALITIES } from './building-insights.js';

// The engine's contract (docs/product.md#estimates) as a zod schema: the consumer stores it, the API returns
// it and the web validates it with the same definition.

/** Roof shapes the engine tells apart [H]. */
export const ROOF_TYPES = ['flat', 'shed', 'gable', 'hip', 'cross_gable', 'complex'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];

/** Facet tiers of the waste model [H]. */
export const COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/** Kinds of roof section the shape analysis finds. */
export const SECTION_KINDS = ['gable', 'hip', 'shed', 'flat'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

const point = z.tuple([z.number(), z.number()]);

/** One roof plane. Outline and centre are plan coordinates in metres (x east, y north) from the building centre. */
export const facetMeasurement = z.object({
  index: z.number().check(z.int()),
  pitchDegrees: z.number(),
  pitch: z.number().check(z.int()),
  pitchFactor: z.number(),
  azimuthDegrees: z.number(),
  direction: z.string(),
  areaSqft: z.number(),
  groundAreaSqft: z.number(),
  steepTier: z.number().check(z.int(), z.gte(0), z.lte(3)),
  slopeClass: z.enum(['low_slope', 'double_underlayment', 'standard']),
  section: z.number().check(z.int()),
  center: point,
  outline: z.array(point),
});
export type FacetMeasurement = z.infer<typeof facetMeasurement>;

/** A group of facets that form one roof shape (a gable, a hip, a shed, a flat area). */
export const roofSection = z.object({
  kind: z.enum(SECTION_KINDS),
  role: z.enum(['main', 'wing', 'dormer', 'attachment']),
  facets: z.array(z.number().check(z.int())),
  areaSqft: z.number(),
});
export type RoofSection = z.infer<typeof roofSection>;

/** One row of the waste ladder. */
export const wasteRow = z.object({
  percent: z.number(),
  areaSqft: z.number(),
  squares: z.number(),
  bundles: z.number().check(z.int()),
  suggested: z.boolean(),
});
export type WasteRow = z.infer<typeof wasteRow>;

/** Linear feet by edge kind, estimated from the facet layout (Solar gives no edges). */
export const edgeLengths = z.object({
  estimated: z.literal(true),
  eaveFt: z.number(),
  rakeFt: z.number(),
  ridgeFt: z.number(),
  hipFt: z.number(),
  valleyFt: z.number(),
});
export type EdgeLengths = z.infer<typeof edgeLengths>;

/** One material line (docs/product.md#estimates). */
export const materialLine = z.object({
  key: z.string(),
  item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  basis: z.string(),
});
export type MaterialLine = z.infer<typeof materialLine>;

/** A quality flag a reviewer should see. */
export const qualityWarning = z.object({
  code: z.enum([
    'imagery_old',
    'coverage_ratio',
    'quality_fallback',
    'simulated',
    'segment_mismatch',
    'approximate_location',
    'building_mismatch',
  ]),
  message: z.string(),
});
export type QualityWarning = z.infer<typeof qualityWarning>;

/** What `measureRoof` returns. Areas in ft², lengths in ft. */
export const measurementSchema = z.object({
  facets: z.array(facetMeasurement),
  sections: z.array(roofSection),
  totalAreaSqft: z.number(),
  adjustedAreaSqft: z.number(),
  coverageRatio: z.number(),
  squares: z.number(),
  adjustedSquares: z.number(),
  predominantPitch: z.number().check(z.int()),
  pitchBreakdown: z.array(
    z.object({ pitch: z.number().check(z.int()), areaSqft: z.number(), percent: z.number() }),
  ),
  lowSlopeAreaSqft: z.number(),
  roofType: z.enum(ROOF_TYPES),
  complexity: z.enum(COMPLEXITIES),
  valleys: z.number().check(z.int()),
  dormers: z.number().check(z.int()),
  suggestedWastePercent: z.number(),
  wasteFactors: z.array(z.object({ label: z.string(), percent: z.number() })),
  wasteTable: z.array(wasteRow),
  steepSlope: z.array(
    z.object({
      tier: z.number().check(z.int()),
      label: z.string(),
      areaSqft: z.number(),
      squares: z.number(),
    }),
  ),
  edges: edgeLengths,
  materials: z.array(materialLine),
  quality: z.object({
    imageryDate: z.nullable(z.string()),
    imageryQuality: z.enum(IMAGERY_QUALITIES),
    imageryAgeMonths: z.nullable(z.number().check(z.int())),
    warnings: z.array(qualityWarning),
  }),
  accuracyRating: z.number(),
  /** Plan extent of every outline, metres from the building centre (for drawing). */
  extent: z.object({ minX: z.number(), maxX: z.number(), minY: z.number(), maxY: z.number() }),
});
export type Measurement = z.infer<typeof measurementSchema>;
