/**
 * Runs one route's handler with a sample event and prints its answer:
 * `npx tsx infra/local/invoke.ts events/api-get-health.json [ready-file]`. With the ready file of a
 * running runtime (`start.ts --ready-file <file>`) the handler uses that runtime's stand-ins; without
 * one it gets placeholder settings. Either way the origin secret is the sample events' made-up one.
 */
import { readFileSync } from 'node:fs';
import { placeholderEnvironment, SAMPLE_ORIGIN_SECRET } from './invoke-event.js';

const [file, readyFile] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx infra/local/invoke.ts events/<event>.json [ready-file]');
  process.exit(2);
}
const runtimeEnv = readyFile
  ? (JSON.parse(readFileSync(readyFile, 'utf8')) as { env: Record<string, string> }).env
  : placeholderEnvironment();
Object.assign(process.env, runtimeEnv, { ORIGIN_VERIFY_SECRET: SAMPLE_ORIGIN_SECRET });
process.env.LOG_FORMAT ??= 'pretty';

// Imported after the environment is set: handlers parse it when they load.
const { invokeEvent } = await import('./invoke-event.js');
const result = await invokeEvent(file);
console.log(JSON.stringify(result, null, 2));
process.exit(0);
