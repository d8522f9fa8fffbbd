import { log } from '../../platform/log.js';
import { seeDecisionsThrough } from '../service/decision-follow-ups.js';

/** Scheduled job (EventBridge every 15 minutes, the local scheduler locally): decisions' follow-ups seen through. */
export async function handler(): Promise<{ checked: number; completed: number }> {
  const run = await seeDecisionsThrough();
  if (run.checked > 0) log('info', 'decision follow-ups swept', { ...run });
  return run;
}
