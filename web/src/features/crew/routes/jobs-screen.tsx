import { Link } from 'react-router';
import { weekStart } from '@shared/jobs/projects.js';
import { shiftDay } from '@shared/kernel/time.js';
import type { CrewJob } from '@shared/jobs/schemas/crew.js';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { localToday, useCrewJobs } from '../api/crew';
import { useCrew } from '../components/crew-context';
import { MapLink } from '../components/map-link';
import { firstDayOf, phaseOnDay } from '../lib/pending';

/** Today's jobs, then the rest of this week, then the rest of the next 14 days. */
export function JobsScreen() {
  const { t, live } = useCrew();
  const jobs = useCrewJobs(live);
  if (jobs.isPending) return <PageSpinner label={t('loading')} />;
  if (jobs.isError)
    return (
      <Alert variant="error" className="m-4">
        {t('loadFailed')}
      </Alert>
    );

  const today = localToday();
  const sunday = shiftDay(weekStart(today), 6);
  const list = jobs.data.jobs.jobs;
  const todays = list.filter((job) => phaseOnDay(job, today)?.assigned_to_me);
  const rest = list.filter((job) => !todays.includes(job));
  const week = rest.filter((job) => (firstDayOf(job) ?? today) <= sunday);
  const later = rest.filter((job) => !week.includes(job));

  return (
    <div className="space-y-6 p-4">
      <JobGroup title={t('today')} jobs={todays} day={today} empty={t('noJobsToday')} />
      {week.length > 0 && <JobGroup title={t('thisWeek')} jobs={week} />}
      {later.length > 0 && <JobGroup title={t('later')} jobs={later} />}
      {list.length === 0 && <p className="text-slate-600">{t('noJobs')}</p>}
    </div>
  );
}

function JobGroup({
  title,
  jobs,
  day,
  empty,
}: {
  title: string;
  jobs: CrewJob[];
  day?: string;
  empty?: string;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-sm font-bold tracking-wide text-slate-500 uppercase">{title}</h2>
      {jobs.length === 0 && empty ? <p className="text-slate-600">{empty}</p> : null}
      <ul className="space-y-3">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} day={day ?? firstDayOf(job) ?? ''} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A job card: name, address with a map link, and the day's phase. */
function JobCard({ job, day }: { job: CrewJob; day: string }) {
  const { t } = useCrew();
  const phase = phaseOnDay(job, day);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link to={`/crew/jobs/${job.id}`} className="block">
        <h3 className="text-lg font-bold text-slate-900">{job.name}</h3>
        <p className="text-slate-700">{job.address}</p>
        {phase && (
          <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {day} · {phase.name} · {t(`status_${phase.status}`)}
          </p>
        )}
      </Link>
      <MapLink
        job={job}
        className="mt-3 inline-block rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
      />
    </article>
  );
}
