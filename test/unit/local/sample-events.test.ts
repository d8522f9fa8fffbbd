import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_REFUSED_MESSAGE } from '../../../shared/kernel/edge.js';
import { invokeEvent, SAMPLE_ORIGIN_SECRET } from '../../../infra/local/invoke-event.js';

// The sample events under events/ carry the made-up origin secret, so a handler invoked with one
// (infra/local/invoke.ts, README "Sample events") answers instead of refusing with 403.

let dir: string;

beforeAll(() => {
  // Set before any handler loads (invokeEvent imports it): config is parsed at import, as in a Lambda.
  process.env.ORIGIN_VERIFY_SECRET = SAMPLE_ORIGIN_SECRET;
  dir = mkdtempSync(join(tmpdir(), 'ridgeline-events-'));
});

afterAll(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  rmSync(dir, { recursive: true, force: true });
});

describe('a sample event', () => {
  it('passes the origin check of its handler: GET /api/health answers 200', async () => {
    const result = await invokeEvent('events/api-get-health.json');
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toMatchObject({ status: 'ok' });
  });

  it('without its x-origin-verify header is refused with 403', async () => {
    const event = JSON.parse(readFileSync('events/api-get-health.json', 'utf8'));
    delete event.headers['x-origin-verify'];
    const file = join(dir, 'no-origin-header.json');
    writeFileSync(file, JSON.stringify(event));
    const result = await invokeEvent(file);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({ detail: ORIGIN_REFUSED_MESSAGE });
  });

  it('names a route row by its routeKey', async () => {
    const file = join(dir, 'unknown.json');
    writeFileSync(file, JSON.stringify({ routeKey: 'GET /api/nope', headers: {} }));
    await expect(invokeEvent(file)).rejects.toThrow("no route row has the routeKey 'GET /api/nope'");
  });
});
