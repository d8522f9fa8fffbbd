import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom, withFaults } from '../../../functions/platform/clients/faults.js';
import { parseConfig } from '../../../functions/platform/config.js';

// The fault switch exists only in the local runtime.

const names = (client: DynamoDBClient) => client.middlewareStack.identify().join('\n');

describe('fault injection (local only)', () => {
  it('adds its middleware to a client on the local stage and never on AWS', () => {
    expect(names(withFaults(new DynamoDBClient({ region: 'us-east-1' }), 'local'))).toContain(
      'ridgelineFaults',
    );
    expect(names(withFaults(new DynamoDBClient({ region: 'us-east-1' }), 'aws'))).not.toContain(
      'ridgelineFaults',
    );
  });

  it('refuses RIDGELINE_FAULT_RATE outside the local stage', () => {
    const env = {
      TABLE_NAME: 't',
      UPLOADS_BUCKET: 'u',
      DOCUMENTS_BUCKET: 'd',
      QUEUE_URL_MEASURE_ROOF: 'q',
      QUEUE_URL_RENDER_PDF: 'q',
      QUEUE_URL_GENERATE_CONTRACT: 'q',
      QUEUE_URL_SEND_EMAIL: 'q',
      QUEUE_URL_ACCOUNT_EXPORT: 'q',
      QUEUE_URL_WEBHOOK_DELIVERY: 'q',
      USER_POOL_ID: 'p',
      USER_POOL_CLIENT_ID: 'c',
      APP_URL: 'https://app.example.com',
    };
    expect(() => parseConfig({ ...env, STAGE: 'aws', RIDGELINE_FAULT_RATE: '0.2' })).toThrow(
      'RIDGELINE_FAULT_RATE: fault injection is local only (STAGE=local)',
    );
    expect(parseConfig({ ...env, STAGE: 'local', RIDGELINE_FAULT_RATE: '0.2' }).RIDGELINE_FAULT_RATE).toBe(
      '0.2',
    );
  });

  it('setFaults refuses until a client of the process was built for the local stage, and odd rates', async () => {
    vi.resetModules();
    const fresh = await import('../../../functions/platform/clients/faults.js');
    expect(() => fresh.setFaults({ rate: 0.2, seed: 1 })).toThrow(
      'Fault injection exists only in the local runtime',
    );
    fresh.withFaults(new DynamoDBClient({ region: 'us-east-1' }), 'aws');
    expect(() => fresh.setKeyTrace(true)).toThrow('The key trace exists only in the local runtime');
    fresh.withFaults(new DynamoDBClient({ region: 'us-east-1' }), 'local');
    expect(() => fresh.setFaults({ rate: 2, seed: 1 })).toThrow('The fault rate must be between 0 and 1');
    expect(fresh.setFaults({ rate: 0, seed: 1 })).toEqual({ calls: 0, throttled: 0, timedOut: 0 });
  });

  it('the seeded sequence repeats for a seed and has about the asked share below a rate', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    const random = seededRandom(7);
    const below = Array.from({ length: 10_000 }, random).filter((roll) => roll < 0.2).length;
    expect(below).toBeGreaterThan(1800);
    expect(below).toBeLessThan(2200);
  });
});
