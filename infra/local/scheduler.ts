import { schedules, type ScheduleDef } from '../schedules.js';
import { lambdaContext, loadHandler } from './gateway.js';
import { withGrants } from './grants.js';

type Job = (event: unknown, context: unknown) => Promise<unknown>;

/** The local stand-in for EventBridge schedules: runs each job of `infra/schedules.ts` on an interval. */
export interface Scheduler {
  /** Runs one job now (what `POST /__jobs/<name>` does) and answers its result. */
  run(name: ScheduleDef['name']): Promise<unknown>;
  stop(): void;
}

/** The scheduled-event shape EventBridge hands a rule's Lambda target. */
function scheduledEvent(job: ScheduleDef) {
  return {
    version: '0',
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    time: new Date().toISOString(),
    resources: [`arn:aws:events:us-east-1:000000000000:rule/${job.name}`],
    detail: {},
  };
}

/** Starts the interval timers; a run that throws is logged and tried again at the next tick. */
export function startScheduler(log: (line: string) => void = () => undefined): Scheduler {
  async function run(name: ScheduleDef['name']): Promise<unknown> {
    const job = schedules.find((entry) => entry.name === name);
    if (!job) throw new Error(`No scheduled job '${name}'`);
    const handler = await loadHandler<Job>(job.handler);
    return withGrants(job, () => handler(scheduledEvent(job), lambdaContext(job.handler, job.timeout)));
  }
  const timers = schedules
    .filter((job) => !job.onlyWith)
    .map((job) => {
      const timer = setInterval(() => {
        run(job.name).catch((error: Error) => log(`[scheduler] ${job.name} failed: ${error.message}`));
      }, job.localEveryMs);
      timer.unref();
      return timer;
    });
  return {
    run,
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

/** The job a `POST /__jobs/<name>` path names, if it is one of `infra/schedules.ts`. */
export function jobOfPath(path: string): ScheduleDef['name'] | undefined {
  const name = /^\/__jobs\/([a-z-]+)$/.exec(path)?.[1];
  return schedules.find((job) => job.name === name)?.name;
}
