import type { IConstruct } from 'constructs';
import type { Area } from './areas.js';
import type { Access } from './routes.js';
import { accessOf, type Grants } from './routes/row.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../shared/kernel/time.js';

type ScheduleName =
  'trial-reminders' | 'signature-reminders' | 'demo-tenant' | 'invoice-reminders' | 'decision-follow-ups';

/**
 * One scheduled job: a Lambda run on a timetable. CDK turns each row into an EventBridge rule
 * targeting the function; the local runtime runs the same handler every `localEveryMs`.
 */
export interface ScheduleDef {
  name: ScheduleName;
  /** Handler module under `functions/`: `<area>/schedules/<name>`. */
  handler: string;
  /** EventBridge cron fields (minute hour day-of-month month day-of-week year), in UTC. */
  cron: { minute: string; hour: string };
  /** How often the local runtime runs it (ms); tests and `POST /__jobs/<name>` run it on demand. */
  localEveryMs: number;
  timeout: number;
  access: Access[];
  /** The area whose nested stack holds the function (see `infra/areas.ts`). */
  area: Area;
  /**
   * Deployed only when this CDK context flag is on; the local runtime never runs it on a timer
   * (only on demand, `POST /__jobs/<name>`), as local seeding does its work there.
   */
  onlyWith?: 'demoTenant';
}

/**
 * One row, one line: `job('billing/trial-reminders', 'rw mail', { cron: '0 14', … })` runs
 * `functions/billing/schedules/trial-reminders.ts` at 14:00 UTC, granted like a route row; the
 * handler's path is the one place that names the job and its area.
 */
function job<S extends string>(
  where: `${Area}/${ScheduleName}`,
  grants: S & Grants<S>,
  run: { cron: `${string} ${string}`; localEveryMs: number; timeout: number; onlyWith?: 'demoTenant' },
): ScheduleDef {
  const [area, name] = where.split('/') as [Area, ScheduleName];
  const [minute, hour] = run.cron.split(' ');
  return {
    ...run,
    name,
    area,
    handler: `${area}/schedules/${name}`,
    cron: { minute, hour },
    access: accessOf(grants),
  };
}

/** Every scheduled job of the product. */
export const schedules: ScheduleDef[] = [
  // Our trials are app-side, so Stripe's trial_will_end never fires: this mails trials ending in 3 days.
  job('billing/trial-reminders', 'rw mail', { cron: '0 14', localEveryMs: HOUR_MS, timeout: 300 }),
  // SQS delays a message 15 minutes at most, so a reminder days away is a due item in the table that
  // this hourly job reads (docs/decisions.md).
  job('documents/signature-reminders', 'rw mail', { cron: '0 *', localEveryMs: MINUTE_MS, timeout: 60 }),
  // Unpaid homeowner invoices: a reminder 3 days before the due date, on it, and a week late, each once
  // (docs/decisions.md#invoice-reminders-3-days-before-on-the-day-a-week-late).
  job('payments/invoice-reminders', 'rw mail', { cron: '0 15', localEveryMs: HOUR_MS, timeout: 300 }),
  // A homeowner's decision whose request died after writing it: its follow-ups (estimate flag, contract,
  // mails, webhooks) are seen through once their lease has run out (docs/decisions.md).
  job('documents/decision-follow-ups', 'rw mail contract hooks', {
    cron: '0/15 *',
    localEveryMs: MINUTE_MS,
    timeout: 120,
  }),
  // The read-only demo tenant (docs/decisions.md): puts back the demo account, its trial and its samples.
  job('estimates/demo-tenant', 'rw cognito-admin cognito mail measure', {
    cron: '0 8',
    localEveryMs: DAY_MS,
    timeout: 120,
    onlyWith: 'demoTenant',
  }),
];

/** Whether a boolean CDK context flag is on (`-c flag=true`). */
export function contextFlag(scope: IConstruct, flag: string): boolean {
  const value = scope.node.tryGetContext(flag) as string | boolean | undefined;
  return value === true || value === 'true';
}

/** The scheduled jobs this app deploys: every job, less those whose context flag is off. */
export function deployedSchedules(scope: IConstruct): ScheduleDef[] {
  return schedules.filter((job) => !job.onlyWith || contextFlag(scope, job.onlyWith));
}
