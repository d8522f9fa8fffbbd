import { describe, expect, it, vi } from 'vitest';
import * as z from '../../../shared/kernel/zod.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { httpEvent, lambdaContext } from '../../support/lambda-event.js';
import { publicRoute, responseSchemaOf, route } from '../../../functions/platform/route.js';
import { ConflictError } from '../../../functions/platform/errors.js';
import { created, redirect, Reply } from '../../../functions/platform/respond.js';

const context = lambdaContext();

function event(body?: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return httpEvent({ routeKey: 'POST /api/things', body, ...extra });
}

const body = z.strictObject({ name: z.string().check(z.minLength(1, 'Name is required')) });
const echo = publicRoute({ body, maxBodyBytes: 100 }, async ({ body: input }) =>
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
    const conflict = publicRoute({}, async () => {
      throw new ConflictError('Already there');
    });
    const crash = publicRoute({}, async () => {
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

describe('route() with a response schema (checked: RIDGELINE_CHECK_RESPONSES=1 in tests)', () => {
  const greeting = z.object({ hello: z.string(), count: z.number() });
  const answering = (answer: unknown) =>
    publicRoute({ response: greeting }, async () => answer as z.input<typeof greeting>);

  it('passes an answer that matches its schema through unchanged', async () => {
    const result = await answering({ hello: 'Ada', count: 2 })(event(), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Ada', count: 2 });
  });

  it('turns a missing or mistyped field into a 500 that names it', async () => {
    const result = await answering({ hello: 'Ada', count: '2' })(event(), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!).detail).toMatch(/POST \/api\/things .*count: /);
  });

  it('turns a field the schema does not declare into a 500, however deep', async () => {
    const nested = publicRoute(
      { response: z.object({ items: z.array(z.object({ id: z.string() })) }) },
      async () => ({ items: [{ id: 'a' }, { id: 'b', secret: 'x' }] }),
    );
    const result = await nested(event(), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!).detail).toContain('items.1.secret: not declared by the response schema');
  });

  it('checks 201 bodies too; error replies only for their detail; redirects and empty answers not at all', async () => {
    const made = publicRoute({ response: greeting }, async () => created({ hello: 'Ada' }));
    expect((await made(event(), context)).statusCode).toBe(500);
    const conflict = publicRoute(
      { response: greeting },
      async () => new Reply(409, { detail: 'No', current_version: 3 }),
    );
    expect((await conflict(event(), context)).statusCode).toBe(409);
    const moved = publicRoute({ response: greeting }, async () => redirect('https://example.com/'));
    expect((await moved(event(), context)).statusCode).toBe(302);
    const empty = publicRoute({ response: greeting }, async () => new Reply(204));
    expect((await empty(event(), context)).statusCode).toBe(204);
  });

  it('holds error replies to the error body every failure carries', async () => {
    const vague = publicRoute({ response: greeting }, async () => new Reply(409, { reason: 'No' }));
    const result = await vague(event(), context);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!).detail).toContain('detail: ');
  });

  it('leaves answers unchecked when the switch is off (as on AWS)', async () => {
    vi.resetModules();
    vi.stubEnv('RIDGELINE_CHECK_RESPONSES', '');
    try {
      const fresh = await import('../../../functions/platform/route.js');
      const loose = fresh.publicRoute({ response: greeting }, async () => ({ hello: 1 }) as never);
      const result = await loose(event(), context);
      expect(result.statusCode).toBe(200);
      expect(JSON.parse(result.body!)).toEqual({ hello: 1 });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('tells the route table which schema a handler declared', () => {
    expect(responseSchemaOf(answering({}))).toBe(greeting);
    expect(responseSchemaOf(echo)).toBeUndefined();
  });
});
