import * as z from '../../kernel/zod.js';
import { COMPLEXITIES } from '../../estimates/measurement/types.js';
import {
  CLAIM_STATUSES,
  MAX_PHASES,
  MAX_JOB_NOTES,
  MAX_WEATHER_DELAY_DAYS,
  mentionsPrice,
  PHASE_STATUSES,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
} from '../projects.js';
import { pageCursor, pageLimit, pageResponse } from '../../kernel/schemas/paging.js';

/** Default and largest page of the projects list (the board shows one page). */
const PROJECT_PAGE = { default: 100, max: 200 } as const;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const isoDate = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Path of the single-project routes. */
export const projectPath = z.object({ id });
/** Path of the single-phase routes. */
export const phasePath = z.object({ id, phaseId: id });
/** Path of the homeowner's status page. */
export const projectTokenPath = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** GET /api/projects: a page of the account's projects, optionally one status and a search. */
export const listProjectsQuery = z.object({
  status: z.optional(z.enum(PROJECT_STATUSES)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: pageLimit(PROJECT_PAGE.default, PROJECT_PAGE.max),
  cursor: pageCursor,
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

/** POST /api/projects: by hand, optionally from an estimate (whose facts then fill the blanks). */
export const createProjectRequest = z
  .strictObject({
    estimate_id: z.optional(id),
    name: z.optional(text(200)),
    customer_name: z.optional(text(200)),
    customer_email: z.optional(
      z.email({ error: 'Please enter a valid email address' }).check(z.maxLength(254)),
    ),
    customer_phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    address: z.optional(text(300)),
  })
  .check(
    z.refine((body) => body.estimate_id || (body.customer_name && body.address), {
      message: 'Choose an estimate, or enter the customer name and the address',
      path: ['customer_name'],
    }),
  );
export type CreateProjectRequest = z.input<typeof createProjectRequest>;

/** PUT /api/projects/{id}/status?status= */
export const projectStatusQuery = z.object({
  status: z.enum(PROJECT_STATUSES, { error: 'status must be a project status' }),
});

/** POST /api/projects/{id}/assign-manager?manager_id= */
export const assignManagerQuery = z.object({ manager_id: id });

/** POST /api/projects/{id}/phases/{phaseId}/assign-worker?worker_id= */
export const assignWorkerQuery = z.object({ worker_id: id });

const phaseDate = z.nullable(isoDate);
const phaseDates = { start_date: z.optional(phaseDate), end_date: z.optional(phaseDate) };
const endNotBeforeStart = (body: { start_date?: string | null; end_date?: string | null }) =>
  !body.start_date || !body.end_date || body.end_date >= body.start_date;
const phaseName = text(100);

/** POST /api/projects/{id}/phases: a new phase at the end. */
export const addPhaseRequest = z
  .strictObject({ name: phaseName, ...phaseDates })
  .check(z.refine(endNotBeforeStart, { message: PROJECT_MESSAGES.endBeforeStart, path: ['end_date'] }));
export type AddPhaseRequest = z.input<typeof addPhaseRequest>;

/** PUT /api/projects/{id}/phases/{phaseId}: dates, status or name (absent fields stay). */
export const updatePhaseRequest = z
  .strictObject({ name: z.optional(phaseName), status: z.optional(z.enum(PHASE_STATUSES)), ...phaseDates })
  .check(z.refine(endNotBeforeStart, { message: PROJECT_MESSAGES.endBeforeStart, path: ['end_date'] }));
export type UpdatePhaseRequest = z.input<typeof updatePhaseRequest>;

/** A date input's value: empty means no date, anything else is checked like the request's dates. */
const typedDate = z.pipe(
  z.transform((value: string) => value || null),
  phaseDate,
);

/** A phase row's dates-and-status form: the request's rules, with an empty date input sent as null. */
export const updatePhaseForm = z
  .object({ start_date: typedDate, end_date: typedDate, status: z.enum(PHASE_STATUSES) })
  .check(z.refine(endNotBeforeStart, { message: PROJECT_MESSAGES.endBeforeStart, path: ['end_date'] }));

/** POST /api/projects/{id}/weather-delay: shift the remaining phases by N days. */
export const weatherDelayRequest = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .check(
      z.int('days must be a whole number'),
      z.gte(1, 'days must be at least 1'),
      z.lte(MAX_WEATHER_DELAY_DAYS, `days must be at most ${MAX_WEATHER_DELAY_DAYS}`),
    ),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type WeatherDelayRequest = z.input<typeof weatherDelayRequest>;

/** One line of a material order. */
export const materialOrderLine = z.strictObject({
  item: text(120),
  quantity: z.number().check(z.gte(0), z.lte(100_000)),
  unit: text(30),
});
export type MaterialOrderLine = z.infer<typeof materialOrderLine>;

/** PUT /api/projects/{id}/material-order: the adjusted order. */
export const materialOrderRequest = z.strictObject({
  lines: z.array(materialOrderLine).check(z.maxLength(60)),
});
export type MaterialOrderRequest = z.input<typeof materialOrderRequest>;

/** PUT /api/projects/{id}/job-notes: notes for the crew (empty clears them); never a price. */
export const jobNotesRequest = z.strictObject({
  job_notes: z.string().check(
    z.trim(),
    z.maxLength(MAX_JOB_NOTES, `Job notes must be at most ${MAX_JOB_NOTES} characters`),
    z.refine((notes) => !mentionsPrice(notes), PROJECT_MESSAGES.notesPrice),
  ),
});
export type JobNotesRequest = z.input<typeof jobNotesRequest>;

/** GET/PUT /api/projects/phase-template: the phases every new project of the account starts with. */
export const phaseTemplate = z.strictObject({
  phases: z
    .array(phaseName)
    .check(
      z.minLength(1, 'Keep at least one phase'),
      z.maxLength(MAX_PHASES, `At most ${MAX_PHASES} phases`),
    ),
});
export type PhaseTemplate = z.infer<typeof phaseTemplate>;

/**
 * The phase-template form: one row per phase as typed. A blank row is left out (as the form always
 * did); each other row is checked where it is, then the list like the request.
 */
export const phaseTemplateForm = z.object({
  phases: z.pipe(
    z.array(
      z.object({
        name: z.pipe(
          z.transform((value: string) => value.trim() || undefined),
          z.optional(phaseName),
        ),
      }),
    ),
    z.pipe(
      z.transform((rows: { name?: string }[]) => rows.flatMap((row) => (row.name ? [row.name] : []))),
      phaseTemplate.shape.phases,
    ),
  ),
});

/** GET /api/projects/schedule?week=: the week (any day of it; default this week). */
export const scheduleQuery = z.object({ week: z.optional(isoDate) });

const person = z.object({ id: z.string(), name: z.string() });

/** GET /api/projects/crew: the account's active members, to pick a manager or crew from. */
export const crewList = z.object({ members: z.array(person) });
export type CrewList = z.infer<typeof crewList>;

/** One phase of a project. */
export const projectPhase = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  status: z.enum(PHASE_STATUSES),
  crew: z.array(person),
});
export type ProjectPhase = z.infer<typeof projectPhase>;

/** One line of a project's timeline. */
export const projectTimelineEvent = z.object({
  at: z.string(),
  event: z.string(),
  detail: z.nullable(z.string()),
});
export type ProjectTimelineEvent = z.infer<typeof projectTimelineEvent>;

/** Claim details of an insurance project (filled by the insurance issue; null until then). */
export const projectInsurance = z.object({
  insurance_company: z.nullable(z.string()),
  claim_number: z.nullable(z.string()),
  adjuster_name: z.nullable(z.string()),
  claim_status: z.nullable(z.enum(CLAIM_STATUSES)),
  // The rest of the claim (docs/product.md#insurance); money in dollars.
  policy_number: z.nullable(z.string()),
  date_of_loss: z.nullable(z.string()),
  adjuster_email: z.nullable(z.string()),
  adjuster_phone: z.nullable(z.string()),
  deductible: z.nullable(z.number()),
  rcv: z.nullable(z.number()),
  acv: z.nullable(z.number()),
  recoverable_depreciation: z.nullable(z.number()),
  final_estimate: z.nullable(z.number()),
});
export type ProjectInsurance = z.infer<typeof projectInsurance>;

/** A project as the list and the board show it. */
export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  customer_name: z.string(),
  address: z.string(),
  signed_total: z.nullable(z.number()),
  squares: z.nullable(z.number()),
  manager: z.nullable(person),
  next_phase: z.nullable(z.object({ name: z.string(), start_date: z.nullable(z.string()) })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** A project in full. */
export const project = z.extend(projectSummary, {
  next_statuses: z.array(z.enum(PROJECT_STATUSES)),
  customer_email: z.nullable(z.string()),
  customer_phone: z.nullable(z.string()),
  estimate_id: z.nullable(z.string()),
  proposal_id: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
  area_sqft: z.nullable(z.number()),
  pitch: z.nullable(z.number()),
  roof_type: z.nullable(z.string()),
  complexity: z.nullable(z.enum(COMPLEXITIES)),
  suggested_waste_percent: z.nullable(z.number()),
  material_order: z.array(materialOrderLine),
  /** Notes for the crew, shown on their job screen. */
  job_notes: z.nullable(z.string()),
  phases: z.array(projectPhase),
  crew: z.array(person),
  documents: z.array(
    z.object({ kind: z.literal('signed_contract'), label: z.string(), estimate_id: z.string() }),
  ),
  timeline: z.array(projectTimelineEvent),
  insurance: z.nullable(projectInsurance),
  version: z.number().check(z.int()),
});
export type Project = z.infer<typeof project>;

/** GET /api/projects */
export const projectsPage = pageResponse('projects', projectSummary);
export type ProjectsPage = z.infer<typeof projectsPage>;

/** A project on the board: the due phases still missing a required crew photo (docs/product.md#crew-app). */
export const boardProject = z.extend(projectSummary, { missing_photos: z.array(z.string()) });
export type BoardProject = z.infer<typeof boardProject>;

/** GET /api/projects answer: the board's page. */
export const boardProjectsPage = pageResponse('projects', boardProject);
export type BoardProjectsPage = z.infer<typeof boardProjectsPage>;

/** GET /api/projects/{id}/timeline */
export const projectTimeline = z.object({ timeline: z.array(projectTimelineEvent) });

/** GET /api/projects/dashboard/summary: projects by status from the running counters. */
export const projectsSummary = z.object({
  total: z.number().check(z.int()),
  active: z.number().check(z.int()),
  by_status: z.record(z.enum(PROJECT_STATUSES), z.number().check(z.int())),
});
export type ProjectsSummary = z.infer<typeof projectsSummary>;

/** One phase on the week schedule. */
export const scheduledPhase = z.object({
  project_id: z.string(),
  project_name: z.string(),
  address: z.string(),
  phase_id: z.string(),
  phase_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(PHASE_STATUSES),
});

/** GET /api/projects/schedule: the week's phases by crew member (unassigned phases under null). */
export const weekSchedule = z.object({
  week_start: z.string(),
  days: z.array(z.string()),
  crew: z.array(z.object({ member: z.nullable(person), phases: z.array(scheduledPhase) })),
});
export type WeekSchedule = z.infer<typeof weekSchedule>;

/** GET /api/project-status/{token}: what the homeowner sees (no notes, no prices but the signed total). */
export const homeownerProjectView = z.object({
  company_name: z.string(),
  company_phone: z.nullable(z.string()),
  company_email: z.nullable(z.string()),
  customer_name: z.string(),
  address: z.string(),
  status: z.enum(PROJECT_STATUSES),
  status_label: z.string(),
  next_step: z.string(),
  signed_total: z.nullable(z.number()),
  /** The first scheduled day of the work (the contract's installation date follows it); null until scheduled. */
  install_date: z.optional(z.nullable(z.string())),
  phases: z.array(
    z.object({
      name: z.string(),
      start_date: z.nullable(z.string()),
      end_date: z.nullable(z.string()),
      status: z.enum(PHASE_STATUSES),
    }),
  ),
  updated_at: z.string(),
  /** The latest change of the dates the homeowner was told, with its reason (a weather delay); null when none. */
  schedule_note: z.optional(z.nullable(z.object({ text: z.string(), at: z.string() }))),
  /** A short-lived link to the completion certificate once the homeowner signed off on the crew's phone. */
  completion_certificate_url: z.optional(z.nullable(z.string())),
});
export type HomeownerProjectView = z.infer<typeof homeownerProjectView>;
