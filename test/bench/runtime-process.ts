import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/stand-ins.js';

/** A local runtime running in its own process (as on AWS, the client under test does not share its event loop). */
export interface RuntimeProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `infra/local/start.ts` on free ports in a temporary data folder and waits until it serves. */
export async function startRuntimeProcess(options: { buildWeb?: boolean } = {}): Promise<RuntimeProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ridgeline-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', NODE_NO_WARNINGS: '1', RIDGELINE_SKIP_WEB_BUILD: options.buildWeb ? '' : '1' };
  for (const name of ['DYNAMODB', 'S3', 'SQS', 'COGNITO', 'SES']) env[`RIDGELINE_${name}_PORT`] = String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', '--port', String(port), '--data-dir', dataDir], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime did not start in 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ridgeline is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`runtime exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://localhost:${port}`,
    async stop() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
