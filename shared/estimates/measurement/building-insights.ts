import * as z from '../../kernel/zod.js';

// The parts of Google Solar's `buildingInsights` the engine reads (docs/product.md#estimates). Objects are
// loose: Google adds solar-only fields (panels, configs, financial analyses) the engine ignores.

const latLng = z.looseObject({ latitude: z.number(), longitude: z.number() });
const box = z.looseObject({ sw: latLng, ne: latLng });
const date = z.looseObject({
  year: z.number().check(z.int()),
  month: z.number().check(z.int()),
  day: z.number().check(z.int()),
});

const sizeAndSunshine = z.looseObject({
  areaMeters2: z.number().check(z.nonnegative()),
  groundAreaMeters2: z.optional(z.number().check(z.nonnegative())),
  sunshineQuantiles: z.optional(z.array(z.number())),
});

/** One roof plane: pitch, azimuth, sloped and ground area, centre and bounding box. */
export const roofSegmentStats = z.looseObject({
  pitchDegrees: z._default(z.number().check(z.gte(0), z.lte(90)), 0),
  azimuthDegrees: z._default(z.number().check(z.gte(0), z.lte(360)), 0),
  stats: sizeAndSunshine,
  center: latLng,
  boundingBox: box,
  planeHeightAtCenterMeters: z.optional(z.number()),
});
export type RoofSegmentStats = z.infer<typeof roofSegmentStats>;

/** Imagery quality levels (HIGH 0.1 m/px aerial … BASE satellite). */
export const IMAGERY_QUALITIES = ['HIGH', 'MEDIUM', 'LOW', 'BASE'] as const;
export type ImageryQuality = (typeof IMAGERY_QUALITIES)[number];

/** `GET /v1/buildingInsights:findClosest` answer (200). */
export const buildingInsights = z.looseObject({
  name: z.string(),
  center: latLng,
  boundingBox: z.optional(box),
  imageryDate: z.optional(date),
  imageryProcessedDate: z.optional(date),
  imageryQuality: z.catch(z.enum(IMAGERY_QUALITIES), 'BASE'),
  postalCode: z.optional(z.string()),
  administrativeArea: z.optional(z.string()),
  regionCode: z.optional(z.string()),
  solarPotential: z.looseObject({
    wholeRoofStats: sizeAndSunshine,
    buildingStats: z.optional(sizeAndSunshine),
    roofSegmentStats: z.array(roofSegmentStats).check(z.minLength(1)),
  }),
});
export type BuildingInsights = z.infer<typeof buildingInsights>;
