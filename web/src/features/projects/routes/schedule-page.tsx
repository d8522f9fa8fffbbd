import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { weekStart } from '@shared/jobs/projects.js';
import { shiftDay } from '@shared/kernel/time.js';
import { formatDate, formatMonthDay, formatWeekday } from '@shared/kernel/format.js';
import type { WeekSchedule } from '@shared/jobs/schemas/projects.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useWeekSchedule } from '../api/projects';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** On a phone: each crew member's phases this week as a list. */
function ScheduleList({ schedule }: { schedule: WeekSchedule }) {
  return (
    <div className="space-y-3 md:hidden" data-testid="week-schedule-list">
      {schedule.crew.map((row) => (
        <section
          key={row.member?.id ?? 'unassigned'}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="font-semibold text-brand-950">{row.member?.name ?? 'No crew yet'}</h2>
          <ul className="mt-2 space-y-2">
            {row.phases.map((phase) => (
              <li key={phase.phase_id}>
                <Link
                  to={`/dashboard/projects/${phase.project_id}`}
                  className="block rounded-md bg-accent-100 px-3 py-2 text-sm"
                >
                  <span className="block font-semibold text-brand-950">
                    {phase.phase_name} · {formatWeekday(phase.start_date, 'short')}{' '}
                    {formatMonthDay(phase.start_date)}
                    {phase.end_date !== phase.start_date &&
                      ` – ${formatWeekday(phase.end_date, 'short')} ${formatMonthDay(phase.end_date)}`}
                  </span>
                  <span className="block text-slate-700">{phase.project_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ScheduleGrid({ schedule }: { schedule: WeekSchedule }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
      <table className="w-full min-w-[48rem] table-fixed text-sm" data-testid="week-schedule">
        <thead>
          <tr className="bg-slate-50 text-left text-xs text-slate-600">
            <th scope="col" className="w-36 p-2 font-semibold">
              Crew member
            </th>
            {schedule.days.map((day) => (
              <th key={day} scope="col" className="p-2 font-semibold">
                {formatWeekday(day, 'short')} <span className="font-normal">{formatMonthDay(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.crew.map((row) => (
            <tr key={row.member?.id ?? 'unassigned'} className="border-t border-slate-100 align-top">
              <th scope="row" className="p-2 text-left font-semibold text-brand-950">
                {row.member?.name ?? 'No crew yet'}
              </th>
              {schedule.days.map((day) => (
                <td key={day} className="p-1">
                  {row.phases
                    .filter((phase) => phase.start_date <= day && phase.end_date >= day)
                    .map((phase) => (
                      <Link
                        key={phase.phase_id}
                        to={`/dashboard/projects/${phase.project_id}`}
                        className="mb-1 block rounded-md bg-accent-100 px-2 py-1 text-xs text-brand-950 hover:bg-accent-200"
                        title={`${phase.phase_name} · ${phase.project_name}`}
                      >
                        <span className="block font-semibold">{phase.phase_name}</span>
                        <span className="block truncate">{phase.project_name}</span>
                      </Link>
                    ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScheduleView({ schedule }: { schedule: WeekSchedule }) {
  if (schedule.crew.length === 0) return <Alert>No phases are scheduled this week.</Alert>;
  return (
    <>
      <ScheduleGrid schedule={schedule} />
      <ScheduleList schedule={schedule} />
    </>
  );
}

/** /dashboard/projects/schedule?week=: a week of phases by crew member (this week unless ?week= names a day). */
export function SchedulePage() {
  usePageTitle('Week schedule');
  const [params] = useSearchParams();
  const [monday, setMonday] = useState(() => {
    const asked = params.get('week');
    return weekStart(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today());
  });
  const schedule = useWeekSchedule(monday);
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ to: '/dashboard/projects', label: 'Projects' }}
        title="Week schedule"
        description="Phases of open projects by crew member."
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => setMonday(shiftDay(monday, -7))}>
          Previous week
        </Button>
        <p className="font-semibold text-brand-950" aria-live="polite">
          Week of {formatDate(monday, { month: 'long' })}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setMonday(shiftDay(monday, 7))}>
          Next week
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMonday(weekStart(today()))}>
          This week
        </Button>
        <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
          Go to
          <input
            type="date"
            className="rounded-md border border-slate-300 px-2 py-1"
            onChange={(event) => event.target.value && setMonday(weekStart(event.target.value))}
          />
        </label>
      </div>
      {schedule.isPending ? (
        <PageSpinner label="Loading schedule..." />
      ) : schedule.isError ? (
        <Alert variant="error">{errorMessage(schedule.error, 'Failed to load the schedule.')}</Alert>
      ) : (
        <ScheduleView schedule={schedule.data} />
      )}
    </div>
  );
}
