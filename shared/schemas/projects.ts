import * as z from 'zod';
import { COMPLEXITIES } from '../domain/measurement/types.js';
import {
  CLAIM_STATUSES,
  MAX_PHASES,
  MAX_WEATHER_DELAY_DAYS,
  PHASE_STATUSES,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
} from '../domain/projects.js';
import { pageCursor, pageLimit, pageResponse } from './paging.js';

/** Default and largest page of the projects list (the board shows one page). */
const PROJECT_PAGE = { default: 100, max: 200 } as const;

const id = z.string().min(1).max(64);
const isoDate = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });
const text = (max: number) => z.string().trim().min(1).max(max);

/** Path of the single-project routes. */
export const projectPath = z.object({ id });
/** Path of the single-phase routes. */
export const phasePath = z.object({ id, phaseId: id });
/** Path of the homeowner's status page. */
export const projectTokenPath = z.object({ token: z.string().min(1).max(200) });

/** GET /api/projects: a page of the account's projects, optionally one status and a search. */
export const listProjectsQuery = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  limit: pageLimit(PROJECT_PAGE.default, PROJECT_PAGE.max),
  cursor: pageCursor,
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

/** POST /api/projects: by hand, optionally from an estimate (whose facts then fill the blanks). */
export const createProjectRequest = z
  .strictObject({
    estimate_id: id.optional(),
    name: text(200).optional(),
    customer_name: text(200).optional(),
    customer_email: z.email({ error: 'Please enter a valid email address' }).max(254).optional(),
    customer_phone: z.string().trim().max(40).optional(),
    address: text(300).optional(),
  })
  .refine((body) => body.estimate_id || (body.customer_name && body.address), {
    message: 'Choose an estimate, or enter the customer name and the address',
    path: ['customer_name'],
  });
export type CreateProjectRequest = z.input<typeof createProjectRequest>;

/** PUT /api/projects/{id}/status?status= */
export const projectStatusQuery = z.object({
  status: z.enum(PROJECT_STATUSES, { error: 'status must be a project status' }),
});

/** POST /api/projects/{id}/assign-manager?manager_id= */
export const assignManagerQuery = z.object({ manager_id: id });

/** POST /api/projects/{id}/phases/{phaseId}/assign-worker?worker_id= */
export const assignWorkerQuery = z.object({ worker_id: id });

const phaseDates = {
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
};
const endNotBeforeStart = (body: { start_date?: string | null; end_date?: string | null }) =>
  !body.start_date || !body.end_date || body.end_date >= body.start_date;

/** POST /api/projects/{id}/phases: a new phase at the end. */
export const addPhaseRequest = z
  .strictObject({ name: text(100), ...phaseDates })
  .refine(endNotBeforeStart, { message: PROJECT_MESSAGES.endBeforeStart, path: ['end_date'] });
export type AddPhaseRequest = z.input<typeof addPhaseRequest>;

/** PUT /api/projects/{id}/phases/{phaseId}: dates, status or name (absent fields stay). */
export const updatePhaseRequest = z
  .strictObject({ name: text(100).optional(), status: z.enum(PHASE_STATUSES).optional(), ...phaseDates })
  .refine(endNotBeforeStart, { message: PROJECT_MESSAGES.endBeforeStart, path: ['end_date'] });
export type UpdatePhaseRequest = z.input<typeof updatePhaseRequest>;

/** POST /api/projects/{id}/weather-delay: shift the remaining phases by N days. */
export const weatherDelayRequest = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_WEATHER_DELAY_DAYS, `days must be at most ${MAX_WEATHER_DELAY_DAYS}`),
  reason: z.string().trim().max(200).optional(),
});
export type WeatherDelayRequest = z.input<typeof weatherDelayRequest>;

/** One line of a material order. */
export const materialOrderLine = z.strictObject({
  item: text(120),
  quantity: z.number().min(0).max(100_000),
  unit: text(30),
});
export type MaterialOrderLine = z.infer<typeof materialOrderLine>;

/** PUT /api/projects/{id}/material-order: the adjusted order. */
export const materialOrderRequest = z.strictObject({ lines: z.array(materialOrderLine).max(60) });
export type MaterialOrderRequest = z.input<typeof materialOrderRequest>;

/** GET/PUT /api/projects/phase-template: the phases every new project of the account starts with. */
export const phaseTemplate = z.strictObject({
  phases: z
    .array(text(100))
    .min(1, 'Keep at least one phase')
    .max(MAX_PHASES, `At most ${MAX_PHASES} phases`),
});
export type PhaseTemplate = z.infer<typeof phaseTemplate>;

/** GET /api/projects/schedule?week=: the week (any day of it; default this week). */
export const scheduleQuery = z.object({ week: isoDate.optional() });

const person = z.object({ id: z.string(), name: z.string() });

/** GET /api/projects/crew: the account's active members, to pick a manager or crew from. */
export const crewList = z.object({ members: z.array(person) });
export type CrewList = z.infer<typeof crewList>;

/** One phase of a project. */
export const projectPhase = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PHASE_STATUSES),
  crew: z.array(person),
});
export type ProjectPhase = z.infer<typeof projectPhase>;

/** One line of a project's timeline. */
export const projectTimelineEvent = z.object({
  at: z.string(),
  event: z.string(),
  detail: z.string().nullable(),
});
export type ProjectTimelineEvent = z.infer<typeof projectTimelineEvent>;

/** Claim details of an insurance project (filled by the insurance issue; null until then). */
export const projectInsurance = z.object({
  insurance_company: z.string().nullable(),
  claim_number: z.string().nullable(),
  adjuster_name: z.string().nullable(),
  claim_status: z.enum(CLAIM_STATUSES).nullable(),
  // Issue 14: the rest of the claim; money in dollars.
  policy_number: z.string().nullable(),
  date_of_loss: z.string().nullable(),
  adjuster_email: z.string().nullable(),
  adjuster_phone: z.string().nullable(),
  deductible: z.number().nullable(),
  rcv: z.number().nullable(),
  acv: z.number().nullable(),
  recoverable_depreciation: z.number().nullable(),
  final_estimate: z.number().nullable(),
});
export type ProjectInsurance = z.infer<typeof projectInsurance>;

/** A project as the list and the board show it. */
export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  customer_name: z.string(),
  address: z.string(),
  signed_total: z.number().nullable(),
  squares: z.number().nullable(),
  manager: person.nullable(),
  next_phase: z.object({ name: z.string(), start_date: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** A project in full. */
export const project = projectSummary.extend({
  next_statuses: z.array(z.enum(PROJECT_STATUSES)),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  estimate_id: z.string().nullable(),
  proposal_id: z.string().nullable(),
  signed_at: z.string().nullable(),
  area_sqft: z.number().nullable(),
  pitch: z.number().nullable(),
  roof_type: z.string().nullable(),
  complexity: z.enum(COMPLEXITIES).nullable(),
  suggested_waste_percent: z.number().nullable(),
  material_order: z.array(materialOrderLine),
  phases: z.array(projectPhase),
  crew: z.array(person),
  documents: z.array(
    z.object({ kind: z.literal('signed_contract'), label: z.string(), estimate_id: z.string() }),
  ),
  timeline: z.array(projectTimelineEvent),
  insurance: projectInsurance.nullable(),
  version: z.number().int(),
});
export type Project = z.infer<typeof project>;

/** GET /api/projects */
export const projectsPage = pageResponse('projects', projectSummary);
export type ProjectsPage = z.infer<typeof projectsPage>;

/** GET /api/projects/{id}/timeline */
export const projectTimeline = z.object({ timeline: z.array(projectTimelineEvent) });

/** GET /api/projects/dashboard/summary: projects by status from the running counters. */
export const projectsSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  by_status: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
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
  crew: z.array(z.object({ member: person.nullable(), phases: z.array(scheduledPhase) })),
});
export type WeekSchedule = z.infer<typeof weekSchedule>;

/** GET /api/project-status/{token}: what the homeowner sees (no notes, no prices but the signed total). */
export const homeownerProjectView = z.object({
  company_name: z.string(),
  company_phone: z.string().nullable(),
  company_email: z.string().nullable(),
  customer_name: z.string(),
  address: z.string(),
  status: z.enum(PROJECT_STATUSES),
  status_label: z.string(),
  next_step: z.string(),
  signed_total: z.number().nullable(),
  phases: z.array(
    z.object({
      name: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      status: z.enum(PHASE_STATUSES),
    }),
  ),
  updated_at: z.string(),
});
export type HomeownerProjectView = z.infer<typeof homeownerProjectView>;
