import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeAttempt, type BackOff } from '../../../functions/platform/data/back-off.js';
import { dailyBudget } from '../../../functions/platform/data/daily-budget.js';
import { keys } from '../../../functions/platform/data/keys.js';
import { hit } from '../../../functions/platform/data/rate-limit.js';
import { TooManyRequestsError } from '../../../functions/platform/errors.js';
import { BUDGET_EXHAUSTED_DETAIL, DAILY_BUDGETS } from '../../../shared/kernel/daily-budgets.js';

// The limit records with the table mocked: what each write asks for and what each refusal says.

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
});

async function refusalOf(promise: Promise<unknown>): Promise<TooManyRequestsError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TooManyRequestsError);
  return error as TooManyRequestsError;
}

describe('daily budget', () => {
  const now = new Date('2026-11-27T20:00:00Z');

  it('refuses over budget until the next UTC midnight, and reports only the first refusal', async () => {
    const onFirstRefusal = vi.fn();
    const rule = { ...dailyBudget('quick-estimate'), onFirstRefusal };
    const limit = DAILY_BUDGETS['quick-estimate'];
    ddb
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { hits: limit + 1 } })
      .resolves({ Attributes: { hits: limit + 2 } });
    const first = await refusalOf(hit(rule, 'all', now));
    expect(first.message).toBe(BUDGET_EXHAUSTED_DETAIL);
    expect(first.retryAfterSeconds).toBe(4 * 3600);
    await refusalOf(hit(rule, 'all', now));
    expect(onFirstRefusal).toHaveBeenCalledTimes(1);
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input.Key).toEqual(
      keys.rateLimit('budget-quick-estimate', 'all', Date.parse('2026-11-27T00:00:00Z') / 1000),
    );
  });
});

describe('back-off record', () => {
  const rule: BackOff = { scope: 'test', free: 3, message: (seconds) => `wait ${seconds}` };
  const now = new Date('2026-11-27T12:00:00Z');
  const ttl = now.getTime() / 1000 + 3600;

  it('answers 429 with the seconds left while the subject waits, writing nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: { failures: 6, untilMs: now.getTime() + 3500, ttl } });
    const refused = await refusalOf(takeAttempt(rule, 'jo@example.com', '2001:db8:1:2::9', now));
    expect(refused.retryAfterSeconds).toBe(4);
    expect(refused.message).toBe('wait 4');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('counts the attempt as a failure before it is tried, with the wait it would start, on the /64', async () => {
    ddb.on(GetCommand).resolves({ Item: { failures: 4, untilMs: now.getTime() - 1, ttl } });
    ddb.on(PutCommand).resolves({});
    await takeAttempt(rule, 'jo@example.com', '2001:db8:1:2::9', now);
    const put = ddb.commandCalls(PutCommand)[0].args[0].input;
    expect(put.Item).toMatchObject({
      PK: 'BACKOFF#test#jo@example.com',
      SK: '2001:db8:1:2::/64',
      failures: 5,
      untilMs: now.getTime() + 2000,
    });
    expect(put.ConditionExpression).toBe('failures = :seen');
  });
});
