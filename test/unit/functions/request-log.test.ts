import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { httpEvent, lambdaContext } from '../../support/lambda-event.js';
import type * as logModule from '../../../functions/platform/log.js';

// Capture the request log lines instead of printing them.
const logged = vi.hoisted(() => [] as { message: string; fields: Record<string, unknown> }[]);
vi.mock('../../../functions/platform/log.js', async (importOriginal) => ({
  ...(await importOriginal<typeof logModule>()),
  log: (_level: string, message: string, fields: Record<string, unknown> = {}) => {
    logged.push({ message, fields });
  },
}));

const { publicRoute } = await import('../../../functions/platform/route.js');

function event(): APIGatewayProxyEventV2 {
  return httpEvent({ routeKey: 'GET /api/slow', rawPath: '/api/slow' });
}

const context = lambdaContext;

/** A promise settled from outside, to hold a request open while another one starts. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
  logged.length = 0;
});

describe('the request log', () => {
  it('times each request from its own start when requests overlap', async () => {
    const clock = vi.spyOn(Date, 'now');
    const entered = { first: deferred(), second: deferred() };
    const release = { first: deferred(), second: deferred() };
    const slow = publicRoute({}, async ({ context: { awsRequestId } }) => {
      const which = awsRequestId === 'first' ? 'first' : 'second';
      entered[which].resolve();
      await release[which].promise;
      return { ok: true };
    });

    clock.mockReturnValue(1_000);
    const first = slow(event(), context('first'));
    await entered.first.promise;
    clock.mockReturnValue(5_000);
    const second = slow(event(), context('second'));
    await entered.second.promise;

    clock.mockReturnValue(6_000);
    release.first.resolve();
    await first;
    clock.mockReturnValue(6_500);
    release.second.resolve();
    await second;

    const ms = Object.fromEntries(
      logged
        .filter((line) => line.message === 'request')
        .map((line) => [line.fields.requestId, line.fields.ms]),
    );
    expect(ms).toEqual({ first: 5_000, second: 1_500 });
  });
});
