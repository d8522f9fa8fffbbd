import * as z from '../../kernel/zod.js';
import { CREW_LANGUAGES, NOT_DONE_REASONS, PHOTO_CATEGORIES } from '../crew.js';
import { PHASE_STATUSES, PROJECT_STATUSES } from '../projects.js';

// The crew app's routes (docs/product.md#crew-app) and the office's photo timeline.

const id = z.string().check(z.minLength(1), z.maxLength(64));
const isoDate = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });
/** An id made on the phone (a UUID): a retried sync carries the same one, so nothing is stored twice. */
const clientId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Ids are 8 to 64 letters, digits or dashes'));

/** Path of one crew job (a project the caller is assigned to). */
export const crewJobPath = z.object({ id });
/** Path of one phase of a crew job. */
export const crewPhasePath = z.object({ id, phaseId: id });
/** Path of one checklist step. */
export const crewStepPath = z.object({ id, phaseId: id, stepId: z.enum(PHOTO_CATEGORIES) });

/** GET /api/crew/me and PUT's answer: who the crew member is and their language. */
export const crewMe = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  language: z.enum(CREW_LANGUAGES),
});
export type CrewMe = z.infer<typeof crewMe>;

/** PUT /api/crew/me: switch the app's language. */
export const updateCrewMeRequest = z.strictObject({ language: z.enum(CREW_LANGUAGES) });

/** GET /api/crew/jobs?from=: the caller's assigned phases from `from` (today) for the next 14 days. */
export const crewJobsQuery = z.object({ from: z.optional(isoDate) });

/** One checklist step as the phone and the office see it. */
export const checklistStep = z.object({
  id: z.enum(PHOTO_CATEGORIES),
  category: z.enum(PHOTO_CATEGORIES),
  photos: z.number(),
  not_done: z.nullable(z.object({ reason: z.enum(NOT_DONE_REASONS), note: z.nullable(z.string()) })),
});

/** One phase of a crew job with its checklist. */
export const crewPhase = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  status: z.enum(PHASE_STATUSES),
  assigned_to_me: z.boolean(),
  steps: z.array(checklistStep),
  missing: z.array(z.enum(PHOTO_CATEGORIES)),
});
export type CrewPhase = z.infer<typeof crewPhase>;

/** A job as the crew sees it: never a price. The homeowner's phone only when the admin allows it. */
export const crewJob = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  address: z.string(),
  map_url: z.string(),
  customer_name: z.string(),
  customer_phone: z.nullable(z.string()),
  /** The office's notes for the crew (gate code, dog…). */
  job_notes: z.nullable(z.string()),
  phases: z.array(crewPhase),
  materials: z.array(z.object({ item: z.string(), quantity: z.number(), unit: z.string() })),
  signed_off: z.boolean(),
});
export type CrewJob = z.infer<typeof crewJob>;

/** GET /api/crew/jobs answer: the jobs with a phase of the caller's in the window, soonest first. */
export const crewJobsResponse = z.object({
  from: z.string(),
  to: z.string(),
  jobs: z.array(crewJob),
});
export type CrewJobsResponse = z.infer<typeof crewJobsResponse>;

/** POST /api/crew/jobs/{id}/photos/upload-url: the phone's id of the photo it is about to send. */
export const photoUploadRequest = z.strictObject({ photo_id: clientId });

/** Its answer: where to POST the file, or that the photo is already stored (a replayed sync). */
export const photoUploadResponse = z.object({
  already_stored: z.boolean(),
  upload: z.nullable(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) })),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponse>;

/** POST /api/crew/jobs/{id}/photos: keep an uploaded photo with its tags (step 2 of 2). */
export const savePhotoRequest = z.strictObject({
  photo_id: clientId,
  phase_id: id,
  category: z.enum(PHOTO_CATEGORIES),
  captured_at: z.iso.datetime({ offset: true }),
  caption: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
});
export type SavePhotoRequest = z.infer<typeof savePhotoRequest>;

/** A stored job photo as the office and the phone list it. */
export const jobPhoto = z.object({
  id: z.string(),
  phase_id: z.string(),
  category: z.enum(PHOTO_CATEGORIES),
  caption: z.nullable(z.string()),
  captured_at: z.string(),
  taken_by: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  url: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;

/** POST /api/crew/jobs/{id}/photos answer: the photo, and whether it had been stored before. */
export const savePhotoResponse = z.object({
  already_stored: z.boolean(),
  message: z.string(),
  photo: jobPhoto,
});

/** PUT /api/crew/jobs/{id}/phases/{phaseId}/steps/{stepId}: a step not done, and why (null clears it). */
export const saveStepRequest = z.strictObject({
  action_id: clientId,
  not_done: z.nullable(
    z.object({
      reason: z.enum(NOT_DONE_REASONS),
      note: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    }),
  ),
});

export type SaveStepRequest = z.infer<typeof saveStepRequest>;

/** POST /api/crew/jobs/{id}/phases/{phaseId}/complete: close a phase (only with its required photos). */
export const completePhaseRequest = z.strictObject({ action_id: clientId });

/** GET /api/projects/{id}/photos: the office's photo timeline by phase, with each checklist. */
export const projectPhotosResponse = z.object({
  phases: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(PHASE_STATUSES),
      steps: z.array(checklistStep),
      missing: z.array(z.enum(PHOTO_CATEGORIES)),
      photos: z.array(jobPhoto),
    }),
  ),
});
export type ProjectPhotos = z.infer<typeof projectPhotosResponse>;

/** Largest signature image the sign-off accepts, as a data URL. */
export const SIGNATURE_MAX_CHARS = 60_000;

/** POST /api/crew/jobs/{id}/sign-off: the homeowner signs on the crew member's phone. */
export const signOffRequest = z.strictObject({
  sign_off_id: clientId,
  name: z.string().check(z.trim(), z.minLength(1, 'Enter the homeowner’s name'), z.maxLength(120)),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  signature_png: z
    .string()
    .check(
      z.maxLength(SIGNATURE_MAX_CHARS, 'The signature is too large'),
      z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The signature must be a PNG image'),
    ),
});
export type SignOffRequest = z.infer<typeof signOffRequest>;

/** POST /api/projects/{id}/photo-report: the chosen photos (in order) with optional captions. */
export const photoReportRequest = z.strictObject({
  photos: z
    .array(
      z.strictObject({
        id: z.string().check(z.minLength(1), z.maxLength(64)),
        caption: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      }),
    )
    .check(z.minLength(1, 'Choose at least one photo'), z.maxLength(40, 'At most 40 photos a report')),
});
export type PhotoReportRequest = z.infer<typeof photoReportRequest>;
