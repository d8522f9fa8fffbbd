import type { IConstruct } from 'constructs';
import type { Area } from './areas.js';
import type { Access } from './routes.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../shared/kernel/time.js';

/**
 * One scheduled job: a Lambda run on a timetable. CDK turns each row into an EventBridge rule
 * targeting the function; the local runtime runs the same handler every `localEveryMs`.
 */
export interface ScheduleDef {
  name:
    'trial-reminders' | 'signature-reminders' | 'demo-tenant' | 'invoice-reminders' | 'decision-follow-ups';
  /** Handler module under `functions/`. */
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

/** Every scheduled job of the product. */
export const schedules: ScheduleDef[] = [
  {
    // Our trials are app-side, so Stripe's trial_will_end never fires: this mails trials ending in 3 days.
    name: 'trial-reminders',
    handler: 'billing/schedules/trial-reminders',
    cron: { minute: '0', hour: '14' },
    localEveryMs: HOUR_MS,
    timeout: 300,
    access: ['table:read', 'table:write', 'queue:send-email'],
    area: 'billing',
  },
  {
    // SQS delays a message 15 minutes at most, so a reminder days away is a due item in the table that
    // this hourly job reads (docs/decisions.md).
    name: 'signature-reminders',
    handler: 'documents/schedules/signature-reminders',
    cron: { minute: '0', hour: '*' },
    localEveryMs: MINUTE_MS,
    timeout: 60,
    access: ['table:read', 'table:write', 'queue:send-email'],
    area: 'documents',
  },
  {
    // Unpaid homeowner invoices: a reminder 3 days before the due date, on it, and a week late, each once
    // (docs/decisions.md#invoice-reminders-3-days-before-on-the-day-a-week-late).
    name: 'invoice-reminders',
    handler: 'payments/schedules/invoice-reminders',
    cron: { minute: '0', hour: '15' },
    localEveryMs: HOUR_MS,
    timeout: 300,
    access: ['table:read', 'table:write', 'queue:send-email'],
    area: 'payments',
  },
  {
    // A homeowner's decision whose request died after writing it: its follow-ups (estimate flag, contract,
    // mails, webhooks) are seen through once their lease has run out (docs/decisions.md).
    name: 'decision-follow-ups',
    handler: 'documents/schedules/decision-follow-ups',
    cron: { minute: '0/15', hour: '*' },
    localEveryMs: MINUTE_MS,
    timeout: 120,
    access: [
      'table:read',
      'table:write',
      'queue:send-email',
      'queue:generate-contract',
      'queue:webhook-delivery',
    ],
    area: 'documents',
  },
  {
    // The read-only demo tenant (docs/decisions.md): puts back the demo account, its trial and its samples.
    name: 'demo-tenant',
    handler: 'estimates/schedules/demo-tenant',
    cron: { minute: '0', hour: '8' },
    localEveryMs: DAY_MS,
    timeout: 120,
    access: [
      'table:read',
      'table:write',
      'cognito:admin',
      'cognito:auth',
      'queue:send-email',
      'queue:measure-roof',
    ],
    area: 'estimates',
    onlyWith: 'demoTenant',
  },
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
