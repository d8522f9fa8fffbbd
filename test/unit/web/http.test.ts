// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from '../../../shared/kernel/zod.js';
import { API_MESSAGES, ApiError } from '../../../web/src/lib/http';
import { publicRequest } from '../../../web/src/lib/public-fetch';
import { resetWebTestState, stubApi, stubSilentFetch } from './support';

describe('the public client on the shared HTTP core', () => {
  afterEach(resetWebTestState);

  it('returns the answer as the schema parses it, and refuses one that does not match', async () => {
    stubApi({
      'GET /api/campaign': { status: 200, body: { seats: '12' } },
      'GET /api/faqs': { status: 200, body: { seats: 'many' } },
    });
    const schema = z.object({ seats: z.coerce.number().check(z.int()) });
    expect(await publicRequest('/campaign', { schema })).toEqual({ seats: 12 });
    const refused = await publicRequest('/faqs', { schema }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).detail).toBe(API_MESSAGES.badResponse);
  });

  it('puts the query in the URL and sends a form as multipart, not as JSON', async () => {
    const api = stubApi({ 'POST /api/estimates/quick': { status: 200, body: {} } });
    await publicRequest('/estimates/quick', {
      method: 'POST',
      query: { address: '1 Main St', skip: undefined },
    });
    expect(api.calls[0].query.get('address')).toBe('1 Main St');
    expect(api.calls[0].query.has('skip')).toBe(false);
    const form = new FormData();
    form.set('file', 'x');
    await publicRequest('/estimates/quick', { method: 'POST', body: form });
    expect(api.calls[1].headers.get('Content-Type')).toBeNull();
    expect(api.calls[1].headers.get('Accept')).toBe('application/json');
  });

  it('a caller who cancels gets the abort back, not an error message to show', async () => {
    stubSilentFetch();
    const controller = new AbortController();
    const pending = publicRequest('/testimonials', { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
  });

  it('stays light: neither the core nor the public client loads the session or zod', () => {
    for (const file of ['web/src/lib/http.ts', 'web/src/lib/public-fetch.ts']) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import (type )?.* from '([^']+)';$/gm)];
      const runtime = imports.filter((match) => !match[1]).map((match) => match[2]);
      expect(runtime).not.toContain('./session');
      expect(runtime).not.toContain('./api-client');
      expect(runtime).not.toContain('zod');
    }
  });
});
