import { ulid } from 'ulid';
import {
  DEFAULT_PHASE_TEMPLATE,
  endsBeforeStart,
  firstScheduledDate,
  InvalidProjectTransitionError,
  MAX_PHASES,
  moveProject,
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
  SCHEDULE_EDIT_NOTE,
  toldDatesChanged,
  toldScheduleOf,
  weatherDelayNote,
} from '@shared/jobs/projects.js';
import { shiftByWorkingDays } from '@shared/jobs/working-days.js';
import { monthOf, type ReportEvent } from '@shared/jobs/reports.js';
import type {
  AddPhaseRequest,
  CreateProjectRequest,
  ListProjectsQuery,
  MaterialOrderLine,
  PhaseTemplate,
  Project,
  BoardProjectsPage,
  ProjectsPage,
  ProjectsSummary,
  UpdatePhaseRequest,
} from '@shared/jobs/schemas/projects.js';
import {
  getPhaseTemplate,
  loadProject,
  getProjectStats,
  listProjects,
  putProject,
  savePhaseTemplate,
  saveProject,
  type PhaseRecord,
  type ProjectRecord,
} from '../data/projects.js';
import { getUser, listAllAccountMembers, type UserRecord } from '../../platform/data/users.js';
import { retryOnConflict } from '../../platform/data/versioned.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { loadEstimate, setEstimateFlags } from '../../estimates/index.js';
import { guardStatusMail, mailHomeownerStatus } from './homeowner-link-service.js';
import { getAccountSettings, type SendPermit } from '../../accounts/index.js';
import { factsByHand, factsOfEstimate, newProject } from './project-records.js';
import { toProject, toProjectSummary, type MemberNames } from './project-view.js';
import { getPhotoTypes } from '../data/crew.js';
import { phasesMissingPhotos } from '@shared/jobs/crew.js';
import { utcDay } from '@shared/kernel/time.js';

// Projects after the sale: every change is read → decide (pure rules) → one conditional save, retried
// when another writer came first, so status counters and report counters stay exact.

async function membersOf(accountId: string): Promise<MemberNames> {
  return new Map((await listAllAccountMembers(accountId)).map((member) => [member.userId, member]));
}

/** An active member of the caller's account, else 404 (never says which). */
async function activeMember(caller: Caller, userId: string): Promise<UserRecord> {
  const member = await getUser(userId);
  if (!member || member.accountId !== caller.accountId || !member.isActive)
    throw new NotFoundError(PROJECT_MESSAGES.memberNotFound);
  return member;
}

function phaseOf(project: ProjectRecord, phaseId: string): PhaseRecord {
  const phase = project.phases.find((candidate) => candidate.phaseId === phaseId);
  if (!phase) throw new NotFoundError(PROJECT_MESSAGES.phaseNotFound);
  return phase;
}

const memberName = (member: UserRecord) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/**
 * What a change decides: the next record, a report event to count with it, and why the dates moved
 * (told to the homeowner when they move dates they were mailed).
 */
interface Change {
  next: ProjectRecord;
  report?: ReportEvent;
  scheduleReason?: string;
}

/** Which status mail a change sends: a stage change, the first date, or new dates (with the reason). */
type StatusMail = { kind: 'status' } | { kind: 'first-date' } | { kind: 'dates'; reason: string } | null;

/**
 * Applies `decide` to the stored project and saves it on the version read; when another write came
 * first, reads again and decides again (so a forbidden move is still refused by the rules).
 * Mails the homeowner after a stage change, the first scheduled date, or a change of the dates they
 * were told (one mail per change, docs/decisions.md "Schedule changes reach the homeowner").
 */
async function changeProject(
  caller: Caller,
  projectId: string,
  decide: (current: ProjectRecord, at: string) => Change,
  now = new Date(),
): Promise<ProjectRecord> {
  const at = now.toISOString();
  // Taken at most once, before the save that makes the change: a capped mail refuses the change whole.
  let permit: SendPermit | null | undefined;
  const { saved, mail } = await retryOnConflict(
    async () => {
      const current = await loadProject(caller.accountId, projectId);
      const { next, report, scheduleReason } = decide(current, at);
      const first = !current.firstDateSent && firstScheduledDate(next.phases) !== null;
      // Projects mailed before the told dates were kept were told the dates they have now.
      const told = current.toldSchedule ?? (current.firstDateSent ? toldScheduleOf(current.phases) : null);
      const moved = told !== null && toldDatesChanged(told, next.phases);
      const reason = scheduleReason ?? SCHEDULE_EDIT_NOTE;
      const mail: StatusMail =
        next.status !== current.status
          ? { kind: 'status' }
          : first
            ? { kind: 'first-date' }
            : moved
              ? { kind: 'dates', reason }
              : null;
      if (permit === undefined && mail)
        permit = await guardStatusMail(caller.accountId, next.customerEmail, now);
      const mailed = mail !== null && Boolean(permit) && Boolean(next.customerEmail);
      const changed: ProjectRecord = {
        ...next,
        firstDateSent: current.firstDateSent || first,
        toldSchedule: mailed ? toldScheduleOf(next.phases) : (told ?? null),
        scheduleNote: moved ? { at, text: reason } : (current.scheduleNote ?? null),
        version: current.version + 1,
        updatedAt: at,
      };
      await saveProject(changed, current, report && { month: monthOf(at), event: report });
      return { saved: changed, mail };
    },
    (cause) => new ConflictError(PROJECT_MESSAGES.changed, { cause }),
    6,
  );
  if (!permit || !mail) return saved;
  if (mail.kind === 'status') await mailHomeownerStatus(permit, saved, `status-${saved.version}`, now);
  else if (mail.kind === 'first-date') await mailHomeownerStatus(permit, saved, 'first-date', now);
  else await mailHomeownerStatus(permit, saved, `dates-${saved.version}`, now, mail.reason);
  return saved;
}

function withEvent(project: ProjectRecord, at: string, event: string, detail: string | null) {
  return [...project.timeline, { at, event, detail }];
}

async function answer(caller: Caller, record: ProjectRecord): Promise<Project> {
  return toProject(record, await membersOf(caller.accountId));
}

async function projectsPageOf(caller: Caller, query: ListProjectsQuery) {
  return Promise.all([
    listProjects(caller.accountId, {
      limit: query.limit,
      cursor: query.cursor,
      status: query.status,
      search: query.q || undefined,
    }),
    membersOf(caller.accountId),
  ]);
}

/** A page of the account's projects (newest first), filtered and searched (the public API's list). */
export async function listProjectsFor(caller: Caller, query: ListProjectsQuery): Promise<ProjectsPage> {
  const [page, members] = await projectsPageOf(caller, query);
  return {
    projects: page.items.map((item) => toProjectSummary(item, members)),
    next_cursor: page.nextCursor,
  };
}

/**
 * GET /api/projects: the list and the board, each job flagged with its due phases that lack a required
 * crew photo (docs/product.md#crew-app).
 */
export async function listBoardProjectsFor(
  caller: Caller,
  query: ListProjectsQuery,
  now = new Date(),
): Promise<BoardProjectsPage> {
  const [page, members] = await projectsPageOf(caller, query);
  const open = page.items.filter((item) => item.status !== 'cancelled');
  const photoTypes = await getPhotoTypes(
    caller.accountId,
    open.map((item) => item.projectId),
  );
  const today = utcDay(now);
  return {
    projects: page.items.map((item) => ({
      ...toProjectSummary(item, members),
      missing_photos: open.includes(item)
        ? phasesMissingPhotos(item.phases, photoTypes.get(item.projectId) ?? new Set(), today)
        : [],
    })),
    next_cursor: page.nextCursor,
  };
}

/** POST /api/projects: a project by hand, optionally from one of the account's estimates. */
export async function createProjectFor(
  caller: Caller,
  input: CreateProjectRequest,
  now = new Date(),
): Promise<Project> {
  let facts;
  let linked = false;
  if (input.estimate_id) {
    const estimate = await loadEstimate(caller.accountId, input.estimate_id);
    linked = Boolean(estimate.projectId);
    facts = factsOfEstimate(estimate);
    if (input.name) facts.name = input.name;
  } else {
    facts = factsByHand({
      name: input.name,
      customer_name: input.customer_name ?? '',
      customer_email: input.customer_email,
      customer_phone: input.customer_phone,
      address: input.address ?? '',
    });
  }
  const record = await newProject(
    caller.accountId,
    facts,
    caller.userId,
    now,
    `Created by ${memberName(caller.user)}${input.estimate_id ? ' from an estimate' : ''}`,
  );
  await putProject(record, { source: null });
  // The estimate links to its project (the first one made from it keeps the link).
  if (input.estimate_id && !linked)
    await setEstimateFlags(caller.accountId, input.estimate_id, { projectId: record.projectId }, now);
  return answer(caller, record);
}

/** GET /api/projects/{id}. */
export async function getProjectFor(caller: Caller, projectId: string): Promise<Project> {
  return answer(caller, await loadProject(caller.accountId, projectId));
}

/** GET /api/projects/{id}/timeline: oldest first. */
export async function projectTimelineFor(caller: Caller, projectId: string) {
  return { timeline: (await loadProject(caller.accountId, projectId)).timeline };
}

/** PUT /api/projects/{id}/status?status=: a move the state machine allows, else 409 naming the allowed ones. */
export async function changeProjectStatusFor(
  caller: Caller,
  projectId: string,
  status: ProjectStatus,
  now = new Date(),
): Promise<Project> {
  const saved = await changeProject(
    caller,
    projectId,
    (current, at) => {
      try {
        moveProject(current.status, status);
      } catch (error) {
        if (error instanceof InvalidProjectTransitionError)
          throw new ConflictError(error.message, { cause: error });
        throw error;
      }
      const cents = current.signedCents ?? 0;
      const starts = status === 'in_progress' && current.startedAt === null;
      // A job enters the pipeline's Scheduled stage once, the first time it is moved there.
      const schedules = status === 'scheduled' && !current.scheduledAt;
      const report: ReportEvent | undefined = starts
        ? { kind: 'project-started', cents }
        : schedules
          ? { kind: 'project-scheduled', cents }
          : status === 'completed'
            ? { kind: 'project-completed', cents }
            : undefined;
      const detail = `${PROJECT_STATUS_LABELS[current.status]} → ${PROJECT_STATUS_LABELS[status]} by ${memberName(caller.user)}`;
      return {
        next: {
          ...current,
          status,
          startedAt: starts ? at : current.startedAt,
          scheduledAt: schedules ? at : (current.scheduledAt ?? null),
          timeline: withEvent(current, at, 'status', detail),
        },
        report,
      };
    },
    now,
  );
  return answer(caller, saved);
}

/** POST /api/projects/{id}/assign-manager?manager_id=: an active member of the same account (else 404). */
export async function assignManagerFor(
  caller: Caller,
  projectId: string,
  managerId: string,
): Promise<Project> {
  await loadProject(caller.accountId, projectId);
  const manager = await activeMember(caller, managerId);
  const saved = await changeProject(caller, projectId, (current, at) => ({
    next: {
      ...current,
      managerId: manager.userId,
      timeline: withEvent(current, at, 'manager', `Manager: ${memberName(manager)}`),
    },
  }));
  return answer(caller, saved);
}

function phaseStatusFor(phase: Pick<PhaseRecord, 'startDate' | 'status'>): PhaseRecord['status'] {
  return phase.status === 'pending' && phase.startDate ? 'scheduled' : phase.status;
}

function datesText(phase: Pick<PhaseRecord, 'startDate' | 'endDate'>): string {
  if (!phase.startDate && !phase.endDate) return 'no dates';
  return `${phase.startDate ?? '?'} to ${phase.endDate ?? phase.startDate ?? '?'}`;
}

/** POST /api/projects/{id}/phases: a new phase at the end (400 when it ends before it starts). */
export async function addPhaseFor(
  caller: Caller,
  projectId: string,
  input: AddPhaseRequest,
): Promise<Project> {
  const saved = await changeProject(caller, projectId, (current, at) => {
    if (current.phases.length >= MAX_PHASES)
      throw new ValidationError(`A project has at most ${MAX_PHASES} phases`);
    const phase: PhaseRecord = {
      phaseId: ulid(),
      name: input.name,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      status: 'pending',
      crew: [],
    };
    phase.status = phaseStatusFor(phase);
    return {
      next: {
        ...current,
        phases: [...current.phases, phase],
        timeline: withEvent(current, at, 'phase', `${phase.name} added (${datesText(phase)})`),
      },
    };
  });
  return answer(caller, saved);
}

/** PUT /api/projects/{id}/phases/{phaseId}: dates, status or name; 400 when it would end before it starts. */
export async function updatePhaseFor(
  caller: Caller,
  projectId: string,
  phaseId: string,
  input: UpdatePhaseRequest,
): Promise<Project> {
  const saved = await changeProject(caller, projectId, (current, at) => {
    const phase = phaseOf(current, phaseId);
    const changed: PhaseRecord = {
      ...phase,
      name: input.name ?? phase.name,
      startDate: input.start_date === undefined ? phase.startDate : input.start_date,
      endDate: input.end_date === undefined ? phase.endDate : input.end_date,
      status: input.status ?? phase.status,
    };
    if (endsBeforeStart(changed)) throw new ValidationError(PROJECT_MESSAGES.endBeforeStart);
    changed.status = phaseStatusFor(changed);
    return {
      next: {
        ...current,
        phases: current.phases.map((candidate) => (candidate.phaseId === phaseId ? changed : candidate)),
        timeline: withEvent(
          current,
          at,
          'phase',
          `${changed.name}: ${datesText(changed)}, ${changed.status.replace('_', ' ')}`,
        ),
      },
    };
  });
  return answer(caller, saved);
}

/** POST /api/projects/{id}/phases/{phaseId}/assign-worker?worker_id=: an active member of the account (else 404). */
export async function assignWorkerFor(
  caller: Caller,
  projectId: string,
  phaseId: string,
  workerId: string,
): Promise<Project> {
  phaseOf(await loadProject(caller.accountId, projectId), phaseId);
  const worker = await activeMember(caller, workerId);
  const saved = await changeProject(caller, projectId, (current, at) => {
    const phase = phaseOf(current, phaseId);
    const crew = phase.crew.includes(worker.userId) ? phase.crew : [...phase.crew, worker.userId];
    return {
      next: {
        ...current,
        phases: current.phases.map((candidate) =>
          candidate.phaseId === phaseId ? { ...phase, crew } : candidate,
        ),
        timeline: withEvent(current, at, 'crew', `${memberName(worker)} on ${phase.name}`),
      },
    };
  });
  return answer(caller, saved);
}

/**
 * POST /api/projects/{id}/weather-delay: the remaining (not done) phases start N working days later
 * (the account's working days, Settings), noted on the timeline; the homeowner gets the new dates.
 */
export async function weatherDelayFor(
  caller: Caller,
  projectId: string,
  input: { days: number; reason?: string },
): Promise<Project> {
  const { defaults } = await getAccountSettings(caller.accountId);
  const saved = await changeProject(caller, projectId, (current, at) => {
    const phases = shiftByWorkingDays(current.phases, input.days, defaults.working_days);
    const moved = phases.filter((phase, index) => phase !== current.phases[index]).length;
    const reason = input.reason ? ` (${input.reason})` : '';
    const plural = input.days === 1 ? 'working day' : 'working days';
    return {
      next: {
        ...current,
        phases,
        timeline: withEvent(
          current,
          at,
          'weather-delay',
          `Weather delay of ${input.days} ${plural}${reason}: ${moved} remaining phase${moved === 1 ? '' : 's'} moved`,
        ),
      },
      scheduleReason: weatherDelayNote(input.days, input.reason),
    };
  });
  return answer(caller, saved);
}

/** PUT /api/projects/{id}/material-order: the order as the contractor adjusted it. */
export async function saveMaterialOrderFor(
  caller: Caller,
  projectId: string,
  lines: MaterialOrderLine[],
): Promise<Project> {
  const saved = await changeProject(caller, projectId, (current, at) => ({
    next: {
      ...current,
      materialOrder: lines,
      timeline: withEvent(current, at, 'material-order', `Material order saved (${lines.length} lines)`),
    },
  }));
  return answer(caller, saved);
}

/** PUT /api/projects/{id}/job-notes: the office's notes for the crew; empty clears them. */
export async function saveJobNotesFor(caller: Caller, projectId: string, notes: string): Promise<Project> {
  const saved = await changeProject(caller, projectId, (current, at) => ({
    next: {
      ...current,
      jobNotes: notes || null,
      timeline: withEvent(
        current,
        at,
        'job-notes',
        notes ? 'Job notes for the crew saved' : 'Job notes cleared',
      ),
    },
  }));
  return answer(caller, saved);
}

/** GET /api/projects/dashboard/summary: counts by status from the running counters (one read). */
export async function projectsSummaryFor(caller: Caller): Promise<ProjectsSummary> {
  const stats = await getProjectStats(caller.accountId);
  const byStatus = Object.fromEntries(
    PROJECT_STATUSES.map((status) => [status, Math.max(0, Number(stats[status] ?? 0))]),
  ) as Record<ProjectStatus, number>;
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    total,
    active: byStatus.sold + byStatus.scheduled + byStatus.in_progress,
    by_status: byStatus,
  };
}

/** GET /api/projects/phase-template: the account's template, or the default. */
export async function phaseTemplateFor(caller: Caller): Promise<PhaseTemplate> {
  return { phases: (await getPhaseTemplate(caller.accountId)) ?? [...DEFAULT_PHASE_TEMPLATE] };
}

/** PUT /api/projects/phase-template: the phases new projects start with (existing projects keep theirs). */
export async function savePhaseTemplateFor(caller: Caller, input: PhaseTemplate): Promise<PhaseTemplate> {
  await savePhaseTemplate(caller.accountId, input.phases, new Date().toISOString());
  return { phases: input.phases };
}
