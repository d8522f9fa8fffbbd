import { randomBytes } from 'node:crypto';
import { rmSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { SQSClient } from '@aws-sdk/client-sqs';
import { bucketDefinitions } from '../identity.js';
import { queues, queueUrlEnv } from '../queues.js';
import { faultCounts, setFaults, setKeyTrace } from '../../functions/platform/clients/faults.js';
import { handleApi, serveStatic, viewerAddressSource, type EdgeOptions } from './gateway.js';
import { resourceNames } from './grant-check.js';
import { enforceGrants } from './grants.js';
import { answerGrants } from './grant-switch.js';
import { startMailEventEmitter } from './mail-events.js';
import { startGoogleSimulator, type GoogleSimulator } from './google-simulator.js';
import { startPoller, type Poller } from './poller.js';
import { jobOfPath, startScheduler, type Scheduler } from './scheduler.js';
import { startStripeStandIn, type StripeStandIn } from './stripe/stand-in.js';
import { provision, type Provisioned } from './provision.js';
import {
  freePort,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startStandIns,
  type StandInPorts,
  type StandIns,
} from './stand-ins.js';

/** Options of one local runtime. */
export interface RuntimeOptions {
  /** Port of the app (SPA + /api). 0 picks a free one. */
  port: number;
  /** Ports of the stand-ins; each 0 (or missing) picks a free one. */
  standInPorts?: Partial<StandInPorts>;
  dataDir: string;
  /** Port of the Stripe stand-in; 0 (or missing) picks a free one. */
  stripePort?: number;
  reset?: boolean;
  webRoot?: string;
  retryDelaySeconds?: number;
  log?: (line: string) => void;
}

/** A running local runtime. */
export interface Runtime {
  url: string;
  mailViewerUrl: string;
  /**
   * The API Gateway origin itself, without the CloudFront stand-in in front: no origin secret is
   * added, so every route refuses (403) — what a direct execute-api call meets on AWS.
   */
  originUrl: string;
  /** The Stripe stand-in (its clock and webhook switches are under /__). */
  stripeUrl: string;
  standIns: StandIns;
  provisioned: Provisioned;
  poller: Poller;
  /** The scheduled jobs (EventBridge's stand-in); also run on demand by `POST /__jobs/<name>`. */
  scheduler: Scheduler;
  /** The environment the handlers run with (tests use it to invoke handlers directly). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const STRIPE_LOCAL_WEBHOOK_SECRET = 'whsec_ridgeline_local';
const STRIPE_LOCAL_CONNECT_WEBHOOK_SECRET = 'whsec_ridgeline_connect_local';

/** `/api/*` through the route table; an unexpected failure is a bare 500 like API Gateway's. */
function serveApi(req: IncomingMessage, res: ServerResponse, edge: EdgeOptions | undefined): void {
  handleApi(req, res, edge).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Internal Server Error' }));
  });
}

/** Listens on a free loopback port and returns it. */
function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen((server.address() as AddressInfo).port));
  });
}

async function pickPorts(requested: Partial<StandInPorts> = {}): Promise<StandInPorts> {
  const names: (keyof StandInPorts)[] = ['dynamodb', 's3', 'sqs', 'cognito', 'ses'];
  const ports = {} as StandInPorts;
  for (const name of names) ports[name] = requested[name] || (await freePort());
  return ports;
}

/**
 * Sets the environment the handlers read, exactly the names the CDK stack sets on AWS, plus the
 * per-service endpoint variables that point the unchanged SDK clients at the stand-ins.
 */
function configureEnvironment(
  standIns: StandIns,
  provisioned: Provisioned,
  appUrl: string,
  googleApiBaseUrl: string,
  stripeApiBaseUrl: string,
  originSecret: string,
): Record<string, string> {
  const env: Record<string, string> = {
    STAGE: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: standIns.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: standIns.endpoints.s3,
    AWS_ENDPOINT_URL_SQS: standIns.endpoints.sqs,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: standIns.endpoints.cognito,
    AWS_ENDPOINT_URL_SESV2: standIns.endpoints.ses,
    TABLE_NAME: provisioned.tableName,
    [bucketDefinitions.uploads.env]: provisioned.uploadsBucket,
    [bucketDefinitions.documents.env]: provisioned.documentsBucket,
    USER_POOL_ID: provisioned.userPoolId,
    USER_POOL_CLIENT_ID: provisioned.userPoolClientId,
    AUTH_ISSUER: provisioned.issuer,
    AUTH_JWKS_URI: provisioned.jwksUri,
    APP_URL: appUrl,
    EMAIL_FROM: 'Ridgeline <no-reply@ridgeline.test>',
    // Local-only signing secret shared by the Stripe stand-in and the webhook handler.
    STRIPE_WEBHOOK_SECRET: STRIPE_LOCAL_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: STRIPE_LOCAL_CONNECT_WEBHOOK_SECRET,
    // The unchanged stripe client reaches the in-repo stand-in through host/port/protocol.
    STRIPE_SECRET_KEY: 'sk_test_ridgeline_local',
    STRIPE_API_BASE_URL: stripeApiBaseUrl,
    // Geocoding + Solar from the local simulator (same JSON as Google); it only checks that a key is sent.
    GOOGLE_API_BASE_URL: googleApiBaseUrl,
    GOOGLE_MAPS_API_KEY: 'local-simulator-key',
    // CloudFront's origin secret: the app port (the CloudFront stand-in) adds it, the origin port does not.
    ORIGIN_VERIFY_SECRET: originSecret,
    // The demo account is seeded locally, so the sign-in page offers it.
    DEMO_LOGIN: 'on',
  };
  for (const queue of queues) env[queueUrlEnv(queue.name)] = provisioned.queueUrls[queue.name];
  Object.assign(process.env, env);
  return env;
}

/**
 * The fault switch of the fault runs (loopback, local runtime only): `POST /__faults {rate, seed}`
 * sets this process's fault rate and answers the counts of the previous setting, `{trace: true|false}`
 * switches the DynamoDB key trace; `GET` answers the current counts.
 */
function answerFaults(req: IncomingMessage, res: ServerResponse): void {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET') return answer(200, faultCounts());
  if (req.method !== 'POST') return answer(405, { detail: 'GET or POST' });
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    try {
      const { rate, seed, trace } = JSON.parse(text) as { rate?: number; seed?: number; trace?: boolean };
      // `trace` switches the DynamoDB key trace (the hot-key simulation of docs/scaling.md) and answers what it held.
      if (trace !== undefined) return answer(200, setKeyTrace(trace));
      answer(200, setFaults({ rate: Number(rate), seed: Number(seed ?? 1) }));
    } catch (error) {
      answer(400, { detail: (error as Error).message });
    }
  });
}

/**
 * Starts the whole product locally: stand-ins, resources from the deploy definitions, the API
 * gateway over the route table, the queue pollers and the SPA. One per process (handlers read
 * process.env at cold start, like Lambdas).
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const port = options.port || (await freePort());
  const appUrl = `http://localhost:${port}`;
  const standIns = await startStandIns({ dataDir, ports: await pickPorts(options.standInPorts), log });
  let google: GoogleSimulator | undefined;
  let stripe: StripeStandIn | undefined;
  try {
    google = await startGoogleSimulator();
    log(`Google Geocoding + Solar simulator on ${google.url}`);
    stripe = await startStripeStandIn({
      port: options.stripePort || (await freePort()),
      webhookUrl: `${appUrl}/api/webhooks/stripe`,
      webhookSecret: STRIPE_LOCAL_WEBHOOK_SECRET,
      connectWebhookUrl: `${appUrl}/api/webhooks/stripe-connect`,
      connectWebhookSecret: STRIPE_LOCAL_CONNECT_WEBHOOK_SECRET,
      dataDir: resolve(dataDir, 'stripe'),
    });
    log(`Stripe stand-in on ${stripe.url}`);
    const provisioned = await provision(standIns, { dataDir, appOrigin: appUrl, log });
    const originSecret = randomBytes(24).toString('base64url');
    const env = configureEnvironment(standIns, provisioned, appUrl, google.url, stripe.url, originSecret);
    // Webhook retries wait as long as any failed job's retry does here, not minutes (docs/webhooks.md#retries).
    const retryDelaySeconds = options.retryDelaySeconds ?? 2;
    env.WEBHOOK_RETRY_SECONDS = Array.from({ length: 5 }, () => retryDelaySeconds).join(',');
    process.env.WEBHOOK_RETRY_SECONDS = env.WEBHOOK_RETRY_SECONDS;
    // Every handler's SDK calls are checked against its row's grants, as IAM checks them on AWS.
    await enforceGrants(resourceNames(env));
    const edge: EdgeOptions = { secret: originSecret, viewerAddress: viewerAddressSource() };

    const sqs = new SQSClient({
      region: LOCAL_REGION,
      endpoint: standIns.endpoints.sqs,
      credentials: LOCAL_CREDENTIALS,
    });
    const poller = startPoller({
      sqs,
      queueUrls: provisioned.queueUrls,
      retryDelaySeconds,
    });

    const mailEvents = startMailEventEmitter({
      sqs,
      queueUrl: provisioned.queueUrls['mail-events'],
      sesUrl: standIns.endpoints.ses,
    });

    // The pollers look when a stand-in says something changed, not on a busy timer.
    standIns.onChange('sqs', (request) => poller.wake(request));
    standIns.onChange('ses', () => mailEvents.wake());

    const scheduler = startScheduler(log);

    const webRoot = resolve(options.webRoot ?? 'web/dist');
    const server: Server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      const job = req.method === 'POST' ? jobOfPath(path) : undefined;
      if (job) {
        scheduler.run(job).then(
          (result) => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(result ?? null));
          },
          (error: Error) => {
            res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ detail: error.message }));
          },
        );
        return;
      }
      if (path === '/__faults') {
        answerFaults(req, res);
        return;
      }
      if (path === '/__grants') {
        answerGrants(req, res).catch((error: Error) => res.destroy(error));
        return;
      }
      if (path.startsWith('/__jobs/')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: 'No such scheduled job' }));
        return;
      }
      if (path === '/api' || path.startsWith('/api/')) {
        serveApi(req, res, edge);
        return;
      }
      serveStatic(webRoot, req, res);
    });
    // The API Gateway origin on its own port: what a caller going around CloudFront would reach.
    const origin: Server = createServer((req, res) => serveApi(req, res, undefined));
    // Longer than any client keeps an idle connection, so the client always closes it first: a server
    // closing it as a starved client reuses it answers that request with ECONNRESET.
    for (const listener of [server, origin]) listener.keepAliveTimeout = 30_000;
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolveListen());
    });
    const originPort = await listenOnFreePort(origin);

    let stopped = false;
    return {
      url: appUrl,
      originUrl: `http://127.0.0.1:${originPort}`,
      mailViewerUrl: standIns.mailViewerUrl,
      stripeUrl: stripe.url,
      standIns,
      provisioned,
      poller,
      scheduler,
      env,
      async stop() {
        if (stopped) return;
        stopped = true;
        server.closeAllConnections();
        origin.closeAllConnections();
        await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
        await new Promise<void>((resolveClose) => origin.close(() => resolveClose()));
        scheduler.stop();
        await mailEvents.stop();
        await poller.stop();
        sqs.destroy();
        await stripe?.stop();
        await google?.stop();
        await standIns.stop();
      },
    };
  } catch (error) {
    await stripe?.stop();
    await google?.stop();
    await standIns.stop();
    throw error;
  }
}
