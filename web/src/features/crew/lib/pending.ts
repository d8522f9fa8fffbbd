import { missingPhotos, type ChecklistStep, type PhotoCategory } from '@shared/jobs/crew.js';
import type { CrewJob, CrewPhase } from '@shared/jobs/schemas/crew.js';
import type { QueuedItem } from './offline-queue';

// What the phone shows before the queue is sent: the server's state with the queued items on top.

/** A phase's steps and missing photos with the queued photos and steps counted in. */
export function withQueued(job: CrewJob, phase: CrewPhase, queue: readonly QueuedItem[]): CrewPhase {
  const mine = queue.filter(
    (item) => item.projectId === job.id && 'phaseId' in item && item.phaseId === phase.id,
  );
  const steps = phase.steps.map((step) => {
    const photos = mine.filter((item) => item.kind === 'photo' && item.category === step.category).length;
    const queuedStep = mine.findLast((item) => item.kind === 'step' && item.stepId === step.id);
    const notDone =
      queuedStep?.kind === 'step'
        ? queuedStep.notDone && {
            reason: queuedStep.notDone.reason as NonNullable<typeof step.not_done>['reason'],
            note: queuedStep.notDone.note ?? null,
          }
        : step.not_done;
    return { ...step, photos: step.photos + photos, not_done: notDone };
  });
  const completed = mine.some((item) => item.kind === 'complete');
  const checklist: ChecklistStep[] = steps.map((step) => ({ id: step.id, category: step.category }));
  const withPhotos = steps.filter((step) => step.photos > 0).map((step) => step.category as PhotoCategory);
  return {
    ...phase,
    steps,
    status: completed ? 'done' : phase.status,
    missing: missingPhotos(checklist, withPhotos),
  };
}

/** The phase a job has on a day: the first assigned to the caller that covers it, else the first that does. */
export function phaseOnDay(job: CrewJob, day: string): CrewPhase | undefined {
  const covers = (phase: CrewPhase) => {
    const start = phase.start_date ?? phase.end_date;
    const end = phase.end_date ?? phase.start_date;
    return start !== null && end !== null && start <= day && day <= end;
  };
  return job.phases.find((phase) => phase.assigned_to_me && covers(phase)) ?? job.phases.find(covers);
}

/** The first day (YYYY-MM-DD) a job has a phase of the caller's, or null. */
export function firstDayOf(job: CrewJob): string | null {
  const days = job.phases
    .filter((phase) => phase.assigned_to_me)
    .map((phase) => phase.start_date ?? phase.end_date)
    .filter((day): day is string => day !== null)
    .sort();
  return days[0] ?? null;
}
