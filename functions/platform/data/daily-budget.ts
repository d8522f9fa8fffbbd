import {
  BUDGET_EXHAUSTED_DETAIL,
  BUDGET_EXHAUSTED_LOG,
  DAILY_BUDGETS,
  type BudgetedRoute,
} from '@shared/kernel/daily-budgets.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { log } from '../log.js';
import { hit, type RateLimit } from './rate-limit.js';

/** The one subject of a platform-wide counter. */
const EVERYONE = 'all';

/**
 * A route's daily budget as a rate limit: day-long fixed windows start at UTC midnight (epoch days),
 * so the 429's Retry-After runs to the next one. Its first refusal of a day writes the log line the
 * budget alarm counts (infra/constructs/budget-alarm.ts).
 */
export function dailyBudget(route: BudgetedRoute): RateLimit {
  const limit = DAILY_BUDGETS[route];
  return {
    scope: `budget-${route}`,
    limit,
    windowSeconds: DAY_SECONDS,
    message: BUDGET_EXHAUSTED_DETAIL,
    onFirstRefusal: () => log('warn', BUDGET_EXHAUSTED_LOG, { budget: route, limit }),
  };
}

/** Spend one request of the route's budget for the UTC day; 429 until the next UTC midnight once it is spent. */
export async function spendDailyBudget(route: BudgetedRoute, now = new Date()): Promise<void> {
  await hit(dailyBudget(route), EVERYONE, now);
}
