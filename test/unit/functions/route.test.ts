import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { route } from '../../../functions/lib/route.js';
import { ConflictError } from '../../../functions/lib/errors.js';
import { created } from '../../../functions/lib/respond.js';

const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(body?: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/things',
    rawPath: '/api/things',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    body,
    requestContext: {} as never,
    ...extra,
  };
}

const body = z.strictObject({ name: z.string().min(1, 'Name is required') });
const echo = route({ auth: 'public', body, maxBodyBytes: 100 }, async ({ body: input }) =>
  created({ hello: input.name }),
);

describe('route()', () => {
  it('answers 201 with the handler result for a valid body', async () => {
    const result = await echo(event('{"name":"Ada"}'), context);
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Ada' });
  });

  it('refuses a missing field with the schema message and the field path', async () => {
    const result = await echo(event('{"name":""}'), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toEqual({
      detail: 'Name is required',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('refuses unknown keys such as an injected accountId', async () => {
    const result = await echo(event('{"name":"Ada","accountId":"B"}'), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).detail).toBe('Unknown field(s): accountId');
  });

  it('refuses malformed JSON and an empty body', async () => {
    expect(JSON.parse((await echo(event('{"name":'), context)).body!).detail).toBe(
      'Request body must be valid JSON',
    );
    expect(JSON.parse((await echo(event(undefined), context)).body!).detail).toBe('Request body is required');
  });

  it('answers 413 for a body over the limit', async () => {
    const result = await echo(event(JSON.stringify({ name: 'x'.repeat(200) })), context);
    expect(result.statusCode).toBe(413);
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const result = await echo(
      event(Buffer.from('{"name":"Bo"}').toString('base64'), { isBase64Encoded: true }),
      context,
    );
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Bo' });
  });

  it('maps typed errors to their status and hides unexpected ones', async () => {
    const conflict = route({ auth: 'public' }, async () => {
      throw new ConflictError('Already there');
    });
    const crash = route({ auth: 'public' }, async () => {
      throw new Error('connection string postgres://secret');
    });
    const conflictResult = await conflict(event(), context);
    expect(conflictResult.statusCode).toBe(409);
    expect(JSON.parse(conflictResult.body!)).toEqual({ detail: 'Already there' });
    const crashResult = await crash(event(), context);
    expect(crashResult.statusCode).toBe(500);
    expect(crashResult.body).not.toContain('secret');
    expect(JSON.parse(crashResult.body!).detail).toMatch(/Something went wrong/);
  });

  it('refuses a protected route without a bearer token before reading the body', async () => {
    const guarded = route({ auth: 'user', body }, async () => ({ ok: true }));
    const result = await guarded(event('not json'), context);
    expect(result.statusCode).toBe(401);
  });
});
