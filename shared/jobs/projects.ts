// The job after the sale (docs/product.md#jobs): the project state machine, claim statuses, phases and their
// template, the weather delay and what the homeowner is told. Pure: the service and the screens
// both decide with these.

import { humanLabels } from '../kernel/format.js';
import { shiftDay } from '../kernel/time.js';

/** The stages a roofing job goes through, plus on hold and cancelled. */
export const PROJECT_STATUSES = [
  'sold',
  'scheduled',
  'in_progress',
  'completed',
  'on_hold',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Which status may follow which. A held job resumes at any open stage; completed and cancelled are
 * final (a reopened job is a new project).
 */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  sold: ['scheduled', 'on_hold', 'cancelled'],
  scheduled: ['in_progress', 'sold', 'on_hold', 'cancelled'],
  in_progress: ['completed', 'on_hold', 'cancelled'],
  on_hold: ['sold', 'scheduled', 'in_progress', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** A status change the state machine forbids; `allowed` lists what may follow `from`. */
export class InvalidProjectTransitionError extends Error {
  readonly allowed: readonly ProjectStatus[];

  constructor(
    readonly from: ProjectStatus,
    readonly to: ProjectStatus,
  ) {
    super(projectTransitionMessage(from, to));
    this.name = 'InvalidProjectTransitionError';
    this.allowed = PROJECT_TRANSITIONS[from];
  }
}

/** The statuses that may follow `from`. */
export function nextProjectStatuses(from: ProjectStatus): readonly ProjectStatus[] {
  return PROJECT_TRANSITIONS[from];
}

/** Whether `from` → `to` is allowed. */
export function canMoveProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** The status after a move, or InvalidProjectTransitionError naming the allowed next states. */
export function moveProject(from: ProjectStatus, to: ProjectStatus): ProjectStatus {
  if (!canMoveProject(from, to)) throw new InvalidProjectTransitionError(from, to);
  return to;
}

/** What a refused move says: the allowed next states by name. */
export function projectTransitionMessage(from: ProjectStatus, to: ProjectStatus): string {
  const allowed = PROJECT_TRANSITIONS[from];
  const next = allowed.length ? allowed.join(', ') : 'none (this project is closed)';
  return `A ${from} project cannot move to ${to}. Allowed next states: ${next}.`;
}

/** How each status is shown. */
export const PROJECT_STATUS_LABELS = humanLabels(PROJECT_STATUSES);

/** Colour of each status (names of the UI badge tones). */
export const PROJECT_STATUS_COLOURS: Record<
  ProjectStatus,
  'blue' | 'violet' | 'amber' | 'green' | 'slate' | 'muted'
> = {
  sold: 'blue',
  scheduled: 'violet',
  in_progress: 'amber',
  completed: 'green',
  on_hold: 'slate',
  cancelled: 'muted',
};

/** The board's columns: every status, in the order a job moves through them. */
export const BOARD_STAGES: readonly ProjectStatus[] = PROJECT_STATUSES;

/** Claim statuses of an insurance project (shared with disputes; docs/product.md#insurance). */
export const CLAIM_STATUSES = ['open', 'in_review', 'escalated', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The spec's colour of each claim status; anything else is grey. */
export const CLAIM_STATUS_COLOURS: Record<ClaimStatus, 'red' | 'yellow' | 'orange' | 'green'> = {
  open: 'red',
  in_review: 'yellow',
  escalated: 'orange',
  resolved: 'green',
};

/** A claim status as the spec shows it: underscores as spaces, upper case. */
export function claimStatusLabel(status: string): string {
  return status.replace(/_/g, ' ').toUpperCase();
}

/** Where a phase stands. */
export const PHASE_STATUSES = ['pending', 'scheduled', 'in_progress', 'done'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

/** The phases every new project starts with until the account edits its template. */
export const DEFAULT_PHASE_TEMPLATE: readonly string[] = [
  'Tear-off',
  'Dry-in',
  'Install',
  'Clean-up & final inspection',
];

/** Most phases a template (and a project) may have. */
export const MAX_PHASES = 20;

/** A phase as the rules need it: calendar dates as YYYY-MM-DD. */
export interface PhaseDates {
  startDate: string | null;
  endDate: string | null;
  status: PhaseStatus;
}

/** True when a phase ends before it starts (both dates set). */
export function endsBeforeStart(phase: Pick<PhaseDates, 'startDate' | 'endDate'>): boolean {
  return phase.startDate !== null && phase.endDate !== null && phase.endDate < phase.startDate;
}

/** The first scheduled start of a project's phases (YYYY-MM-DD), or null. */
export function firstScheduledDate(phases: readonly Pick<PhaseDates, 'startDate'>[]): string | null {
  const dates = phases.map((phase) => phase.startDate).filter((date): date is string => date !== null);
  return dates.length ? dates.sort()[0] : null;
}

/**
 * The dates a homeowner was last mailed: the first working day and each dated phase's dates by phase
 * id. A later change of any of these is news the homeowner must get (docs/decisions.md, "Schedule
 * changes reach the homeowner").
 */
export interface ToldSchedule {
  first: string | null;
  phases: Record<string, [string | null, string | null]>;
}

/** A snapshot of what the homeowner is told when a mail goes out now. */
export function toldScheduleOf(
  phases: readonly { phaseId: string; startDate: string | null; endDate: string | null }[],
): ToldSchedule {
  return {
    first: firstScheduledDate(phases),
    phases: Object.fromEntries(
      phases
        .filter((phase) => phase.startDate !== null || phase.endDate !== null)
        .map((phase) => [phase.phaseId, [phase.startDate, phase.endDate]]),
    ),
  };
}

/**
 * Whether the schedule now differs from what the homeowner was told: another first working day (or
 * none any more), or new dates for a phase they were given dates of. A phase dated for the first time
 * is not a change (the homeowner sees it on the status page; the next mail carries it).
 */
export function toldDatesChanged(
  told: ToldSchedule,
  phases: readonly { phaseId: string; startDate: string | null; endDate: string | null }[],
): boolean {
  // A homeowner mailed before any date was set had no date to lose: the first one is not a change.
  if (told.first !== null && told.first !== firstScheduledDate(phases)) return true;
  return phases.some((phase) => {
    const was = told.phases[phase.phaseId];
    return was !== undefined && (was[0] !== phase.startDate || was[1] !== phase.endDate);
  });
}

/** Why the dates moved, as the homeowner's mail and status page say it. */
export function weatherDelayNote(days: number, reason: string | undefined): string {
  const plural = days === 1 ? 'working day' : 'working days';
  return `Weather delay of ${days} ${plural}${reason ? `: ${reason}` : ''}.`;
}

/** The note of a schedule change made by editing a phase's dates. */
export const SCHEDULE_EDIT_NOTE = 'Your contractor updated the schedule.';

/** The Monday (YYYY-MM-DD) of the week that holds `date`. */
export function weekStart(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return shiftDay(date, -((weekday + 6) % 7));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_unused, index) => shiftDay(monday, index));
}

/** Whether a phase's dates overlap the days from `first` to `last` (inclusive). */
export function phaseOverlaps(phase: Pick<PhaseDates, 'startDate' | 'endDate'>, first: string, last: string) {
  const start = phase.startDate ?? phase.endDate;
  const end = phase.endDate ?? phase.startDate;
  return start !== null && end !== null && start <= last && end >= first;
}

/**
 * The installation date the homeowner sees: the first scheduled day of the project's phases, or
 * null before anything is scheduled (docs/decisions.md, "Dates that cannot be wrong").
 */
export function installDateOf(phases: readonly { startDate: string | null }[]): string | null {
  const dates = phases.map((phase) => phase.startDate).filter((date): date is string => date !== null);
  return dates.length ? dates.reduce((first, date) => (date < first ? date : first)) : null;
}

/** What the homeowner is told comes next, by stage. */
export const HOMEOWNER_NEXT_STEP: Record<ProjectStatus, string> = {
  sold: 'Your contractor will schedule the work and send you the dates.',
  scheduled: 'The crew arrives on the first scheduled date. Please keep the driveway clear.',
  in_progress: 'Work is under way. Your contractor will tell you when it is complete.',
  completed: 'The job is complete. Your contractor will follow up on the final walk-through.',
  on_hold: 'The job is paused. Your contractor will be in touch with new dates.',
  cancelled: 'This job was cancelled. Please contact your contractor with any questions.',
};

/** Days a homeowner status link stays valid after it is sent. */
export const HOMEOWNER_LINK_DAYS = 120;

/** Longest weather delay in days. */
export const MAX_WEATHER_DELAY_DAYS = 60;

/** Messages of the project routes. */
export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  memberNotFound: 'Team member not found',
  phaseNotFound: 'Phase not found',
  endBeforeStart: 'A phase cannot end before it starts',
  linkInvalid: 'This project link is not valid.',
  linkExpired: 'This project link has expired. Ask your contractor for a new one.',
  linkReplaced:
    'This project link is no longer valid: a newer one was sent. Please use the latest link from your contractor.',
  estimateNotSigned: 'Only an estimate with a measured roof can start a project',
  changed: 'The project changed while saving. Please try again.',
  notesPrice: 'Job notes are shown to the crew: leave prices out.',
} as const;

/** Longest job notes for the crew (a gate code, the dog, where to park). */
export const MAX_JOB_NOTES = 2000;

/** Whether text names an amount of money ("$120", "1,200 USD"): job notes reach the crew, who never see a price. */
export function mentionsPrice(text: string): boolean {
  return /\$\s?\d|\d\s?(?:usd|dollars?)\b/i.test(text);
}
