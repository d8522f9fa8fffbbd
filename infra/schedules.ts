import type { Area } from './areas.js';
import type { Access } from './routes.js';

/** A function run on a fixed rate (an EventBridge schedule on AWS, a timer in the local runtime). */
export interface ScheduleDef {
  name: 'signature-reminders';
  /** Handler module under `functions/`. */
  handler: string;
  rateMinutes: number;
  timeout: number;
  access: Access[];
  area: Area;
}

/**
 * Every scheduled job. SQS can delay a message 15 minutes at most, so a reminder days away is a due
 * item in the table that an hourly job reads (decisions.md, issue 15).
 */
export const schedules: ScheduleDef[] = [
  {
    name: 'signature-reminders',
    handler: 'jobs/signature-reminders',
    rateMinutes: 60,
    timeout: 60,
    access: ['table:read', 'table:write', 'queue:send-email'],
    area: 'documents',
  },
];
