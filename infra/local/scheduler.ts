import { schedules } from '../schedules.js';
import { loadHandler } from './gateway.js';

/**
 * The local stand-in for the EventBridge schedules: each job runs once a minute (its AWS rate is an
 * hour; locally sooner is harmless, the jobs only act on what is due). A failure is logged, never thrown.
 */
export function startScheduler(everyMs = 60_000): { stop(): void } {
  const timer = setInterval(() => {
    for (const job of schedules) {
      loadHandler<() => Promise<unknown>>(job.handler)
        .then((handler) => handler())
        .catch((error: unknown) => console.error(`scheduled job ${job.name} failed`, error));
    }
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
