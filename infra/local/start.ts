import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNT, OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { setFaults } from '../../functions/platform/clients/faults.js';
import { buildWebIfStale } from './build-web.js';
import { startRuntime } from './runtime.js';
import { seed } from './seed.js';

/** `npm start [-- --reset] [--port N]`: the whole product on http://localhost:3000 with demo data. */
async function main(): Promise<void> {
  const started = Date.now();
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      'data-dir': { type: 'string', default: process.env.RIDGELINE_DATA_DIR ?? '.data' },
      // For tests and benchmarks that start the runtime as a child process:
      'retry-delay': { type: 'string', default: '2' },
      'ready-file': { type: 'string' },
    },
  });
  const log = (line: string) => console.log(`  ${line}`);
  process.env.LOG_FORMAT ??= 'pretty';
  const envPort = (name: string) =>
    Number(process.env[`RIDGELINE_${name.toUpperCase()}_PORT`] ?? 0) || undefined;

  // Benchmarks of the API alone skip the SPA build.
  if (!process.env.RIDGELINE_SKIP_WEB_BUILD) await buildWebIfStale({ log });
  const runtime = await startRuntime({
    port: Number(values.port),
    dataDir: values['data-dir']!,
    stripePort: envPort('stripe'),
    reset: values.reset,
    retryDelaySeconds: Number(values['retry-delay']),
    standInPorts: {
      dynamodb: envPort('dynamodb') ?? 8000,
      s3: envPort('s3') ?? 4569,
      sqs: envPort('sqs') ?? 9324,
      cognito: envPort('cognito') ?? 9229,
      ses: envPort('ses') ?? 8005,
    },
    log,
  });
  await seed(runtime.url, log);
  // The fault runs' switch takes effect after seeding, so the demo data is always complete.
  if (process.env.RIDGELINE_FAULT_RATE) {
    const rate = Number(process.env.RIDGELINE_FAULT_RATE);
    setFaults({ rate, seed: Number(process.env.RIDGELINE_FAULT_SEED ?? 1) });
    log(`fault injection on: ${rate * 100} % of DynamoDB, SQS and S3 calls fail`);
  }
  if (values['ready-file'])
    writeFileSync(
      values['ready-file'],
      JSON.stringify({
        url: runtime.url,
        originUrl: runtime.originUrl,
        mailViewerUrl: runtime.mailViewerUrl,
        env: runtime.env,
      }),
    );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping…`);
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`
  Ridgeline is running (${((Date.now() - started) / 1000).toFixed(1)} s)

    App          ${runtime.url}
    Mail viewer  ${runtime.mailViewerUrl}
    Stripe       ${runtime.stripeUrl} (test cards in README.md)
    Demo login   ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
    Operator     ${OPERATOR_ACCOUNT.email} / ${OPERATOR_ACCOUNT.password}
                 authenticator key ${OPERATOR_ACCOUNT.totpSecret} (or: npm run operator-code)
    Data         ${values['data-dir']} (npm start -- --reset starts clean)

  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
