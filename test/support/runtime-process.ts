import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/stand-ins.js';

/** A local runtime running in its own process, started by tests and benchmarks. */
export interface RuntimeProcess {
  url: string;
  /** The API Gateway origin without the CloudFront stand-in (no origin secret: every route answers 403). */
  originUrl: string;
  mailViewerUrl: string;
  /** The environment its handlers run with (tests use it to reach the same stand-ins directly). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** How to start a runtime process. */
export interface RuntimeProcessOptions {
  buildWeb?: boolean;
  name?: string;
  /** Every route checks its answers against its response schema and answers 500 on a mismatch. */
  checkResponses?: boolean;
  /**
   * Where the CloudFront stand-in takes the viewer address from: `client-header` (the default for
   * tests: a test's `cloudfront-viewer-address` stands for what CloudFront saw, so tests can act as
   * many clients) or `socket` (as on AWS: a client's own header is overwritten).
   */
  viewerAddress?: 'socket' | 'client-header';
}

/**
 * Starts `infra/local/start.ts` on free ports in a temporary data folder and waits until it serves.
 * Its own process, because handlers read their configuration from process.env once (as Lambdas
 * do): two runtimes in one process would share clients, and a client under load should not share
 * the server's event loop.
 */
export async function startRuntimeProcess(options: RuntimeProcessOptions = {}): Promise<RuntimeProcess> {
  try {
    return await startOnce(options);
  } catch (error) {
    // A free port found by probing can be taken by another process before the child binds it; one
    // retry on fresh ports turns that race into a non-event.
    console.warn(`local runtime failed to start, retrying once: ${(error as Error).message.split('\n')[0]}`);
    return startOnce(options);
  }
}

async function startOnce(options: RuntimeProcessOptions): Promise<RuntimeProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `ridgeline-${options.name ?? 'runtime'}-`));
  const readyFile = join(dataDir, 'ready.json');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Errors only: a 500 in a test is explained by the stack the runtime logged, shown when it stops.
    LOG_LEVEL: 'error',
    NODE_NO_WARNINGS: '1',
    RIDGELINE_SKIP_WEB_BUILD: options.buildWeb ? '' : '1',
    RIDGELINE_CHECK_RESPONSES: options.checkResponses ? '1' : '',
    RIDGELINE_VIEWER_ADDRESS: options.viewerAddress ?? 'client-header',
  };
  for (const name of ['DYNAMODB', 'S3', 'SQS', 'COGNITO', 'SES'])
    env[`RIDGELINE_${name}_PORT`] = String(await freePort());
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/local/start.ts',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--retry-delay',
      '1',
      '--ready-file',
      readyFile,
    ],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (!existsSync(readyFile)) {
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
    ]);
    if (code !== 'waiting') {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the local runtime exited with ${code}:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the local runtime did not start in 180 s:\n${output}`);
    }
  }
  const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as {
    url: string;
    originUrl: string;
    mailViewerUrl: string;
    env: Record<string, string>;
  };
  return {
    ...ready,
    async stop() {
      // Requests that failed on the server (consumers' retried records are expected and left out).
      const failed = errors.split('\n').filter((line) => line.includes('"route":'));
      if (failed.length)
        console.warn(`The ${options.name ?? 'local'} runtime answered with errors:\n${failed.join('\n')}`);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
