import { phaseOverlaps, weekDays, weekStart } from '@shared/jobs/projects.js';
import type { CrewList, WeekSchedule } from '@shared/jobs/schemas/projects.js';
import { listProjects } from '../data/projects.js';
import { listAllAccountMembers } from '../../platform/data/users.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { personOf } from './project-view.js';
import { utcDay } from '@shared/kernel/time.js';

// The week schedule: phases of the account's open projects that overlap the week, by crew member.

/** Projects the schedule reads (one Query page of the newest; an account schedules far fewer at once). */
const SCHEDULE_PROJECTS = 200;

/** GET /api/projects/schedule?week=: the week (Monday first) of phases by crew member; unassigned under null. */
export async function weekScheduleFor(
  caller: Caller,
  week: string | undefined,
  now = new Date(),
): Promise<WeekSchedule> {
  const monday = weekStart(week ?? utcDay(now));
  const days = weekDays(monday);
  const [page, memberList] = await Promise.all([
    listProjects(caller.accountId, { limit: SCHEDULE_PROJECTS }),
    listAllAccountMembers(caller.accountId),
  ]);
  const members = new Map(memberList.map((member) => [member.userId, member]));
  const rows = new Map<string | null, WeekSchedule['crew'][number]['phases']>();
  for (const project of page.items) {
    if (project.status === 'cancelled' || project.status === 'completed') continue;
    for (const phase of project.phases) {
      if (!phaseOverlaps(phase, days[0], days[6])) continue;
      const entry = {
        project_id: project.projectId,
        project_name: project.name,
        address: project.address,
        phase_id: phase.phaseId,
        phase_name: phase.name,
        start_date: (phase.startDate ?? phase.endDate)!,
        end_date: (phase.endDate ?? phase.startDate)!,
        status: phase.status,
      };
      for (const memberId of phase.crew.length ? phase.crew : [null]) {
        const list = rows.get(memberId) ?? [];
        list.push(entry);
        rows.set(memberId, list);
      }
    }
  }
  const crew = [...rows.entries()]
    .map(([memberId, phases]) => ({
      member: memberId === null ? null : personOf(members, memberId),
      phases: phases.sort((a, b) => a.start_date.localeCompare(b.start_date)),
    }))
    .sort((a, b) => (a.member?.name ?? '~').localeCompare(b.member?.name ?? '~'));
  return { week_start: monday, days, crew };
}

/** GET /api/projects/crew: the account's active members (managers and crew are picked from them). */
export async function crewFor(caller: Caller): Promise<CrewList> {
  const members = await listAllAccountMembers(caller.accountId);
  const byId = new Map(members.map((member) => [member.userId, member]));
  return {
    members: members.filter((member) => member.isActive).map((member) => personOf(byId, member.userId)),
  };
}
