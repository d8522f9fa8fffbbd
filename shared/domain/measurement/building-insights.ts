import * as z from 'zod';

// The parts of Google Solar's `buildingInsights` the engine reads (measurement.md §1.2). Objects are
// loose: Google adds solar-only fields (panels, configs, financial analyses) the engine ignores.

const latLng = z.looseObject({ latitude: z.number(), longitude: z.number() });
const box = z.looseObject({ sw: latLng, ne: latLng });
const date = z.looseObject({ year: z.number().int(), month: z.number().int(), day: z.number().int() });

const sizeAndSunshine = z.looseObject({
  areaMeters2: z.number().nonnegative(),
  groundAreaMeters2: z.number().nonnegative().optional(),
  sunshineQuantiles: z.array(z.number()).optional(),
});

/** One roof plane: pitch, azimuth, sloped and ground area, centre and bounding box. */
export const roofSegmentStats = z.looseObject({
  pitchDegrees: z.number().min(0).max(90).default(0),
  azimuthDegrees: z.number().min(0).max(360).default(0),
  stats: sizeAndSunshine,
  center: latLng,
  boundingBox: box,
  planeHeightAtCenterMeters: z.number().optional(),
});
export type RoofSegmentStats = z.infer<typeof roofSegmentStats>;

/** Imagery quality levels (HIGH 0.1 m/px aerial … BASE satellite). */
export const IMAGERY_QUALITIES = ['HIGH', 'MEDIUM', 'LOW', 'BASE'] as const;
export type ImageryQuality = (typeof IMAGERY_QUALITIES)[number];

/** `GET /v1/buildingInsights:findClosest` answer (200). */
export const buildingInsights = z.looseObject({
  name: z.string(),
  center: latLng,
  boundingBox: box.optional(),
  imageryDate: date.optional(),
  imageryProcessedDate: date.optional(),
  imageryQuality: z.enum(IMAGERY_QUALITIES).catch('BASE'),
  postalCode: z.string().optional(),
  administrativeArea: z.string().optional(),
  regionCode: z.string().optional(),
  solarPotential: z.looseObject({
    wholeRoofStats: sizeAndSunshine,
    buildingStats: sizeAndSunshine.optional(),
    roofSegmentStats: z.array(roofSegmentStats).min(1),
  }),
});
export type BuildingInsights = z.infer<typeof buildingInsights>;
