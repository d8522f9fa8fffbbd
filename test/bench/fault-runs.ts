/**
 * The fault and load runs of security-and-reliability.md ("Load and faults"), shared by
 * `npm run bench:faults` (full size, prints a report) and test/integration/faults.test.ts (smaller,
 * asserts). Loopback only, every loop bounded. Import after process.env points at the runtime's
 * stand-ins (its `env`): the data functions and consumers here run in this process.
 */
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { ddb } from '../../functions/platform/clients/dynamodb.js';
import { s3 } from '../../functions/platform/clients/s3.js';
import { sqs } from '../../functions/platform/clients/sqs.js';
import { setFaults, type FaultCounts } from '../../functions/platform/clients/faults.js';
import { config } from '../../functions/platform/config.js';
import { keys, partitions, SK_PREFIX } from '../../functions/platform/data/keys.js';
import { TABLE } from '../../functions/platform/data/table.js';
import { getEstimate, putEstimate, type EstimateRecord } from '../../functions/estimates/data/estimates.js';
import { newEstimate } from '../../functions/estimates/service/estimate-records.js';
import { handler as measureRoof } from '../../functions/estimates/queues/measure-roof.js';
import { handler as sendEmail } from '../../functions/communications/queues/send-email.js';
import { handler as renderPdf } from '../../functions/documents/queues/render-pdf.js';
import { ensureEstimatePdf } from '../../functions/documents/service/documents-service.js';
import { percentile } from './load.js';
import { signUpAndConfirm } from '../support/signup-flow.js';
import { readMails, type Mail } from '../support/mail.js';

/** Where the runtime under test listens. */
export interface Target {
  baseUrl: string;
  mailViewerUrl: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let addressCounter = 0;

/** One API call from a fresh client address; the body parsed when it is JSON. */
export async function call(
  target: Target,
  method: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
) {
  addressCounter += 1;
  const response = await fetch(`${target.baseUrl}${path}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      // One client address per call: the per-address limits are not what these runs measure.
      'cloudfront-viewer-address': `198.51.100.${addressCounter % 250}:${30000 + (addressCounter % 30000)}`,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body } satisfies Answer;
}

/** Polls `check` every 200 ms until it returns a value, for at most `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/** Sets the fault rate of the runtime process (its `POST /__faults`); returns the counts of the previous setting. */
export async function runtimeFaults(target: Target, rate: number, seed = 42): Promise<FaultCounts> {
  const response = await fetch(`${target.baseUrl}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ rate, seed }),
  });
  if (!response.ok) throw new Error(`/__faults answered ${response.status}`);
  return (await response.json()) as FaultCounts;
}

/** An account of its own for a run. */
export interface RunAccount {
  token: string;
  accountId: string;
  userId: string;
  email: string;
}

/** Signs up a fresh contractor account (a trial: 50 measurements a month), following the confirmation mail. */
export async function signUpAccount(target: Target, label: string): Promise<RunAccount> {
  const email = `${label}.${ulid().toLowerCase()}@faults.example`;
  addressCounter += 1;
  const { body } = await signUpAndConfirm({
    baseUrl: target.baseUrl,
    mailViewerUrl: target.mailViewerUrl,
    body: {
      email,
      password: 'Fault-run-2026',
      first_name: 'Fault',
      last_name: 'Run',
      company: `${label} Roofing`,
    },
    headers: { 'cloudfront-viewer-address': `198.51.100.${addressCounter % 250}:${30000 + addressCounter}` },
  });
  const user = body.user as { id: string; account_id: string };
  return { token: body.access_token, accountId: user.account_id, userId: user.id, email };
}

function estimateBody(index: number) {
  return {
    address: `${100 + index} Cedar Ridge Drive, Carmel, IN 46032`,
    customer_first_name: 'Maria',
    customer_last_name: `Lopez${index}`,
    customer_email: `maria.${index}@homeowner.example`,
    customer_phone: '(317) 555-0142',
    scheduled_install_date: '2027-07-14',
  };
}

/** Every mail the SES stand-in holds, oldest first. */
export function storedMails(target: Target): Promise<Mail[]> {
  return readMails(target.mailViewerUrl);
}

/** The queues the runs watch, with their DLQs (the local runtime names a DLQ `<queue>-dlq`). */
function queueUrls() {
  return [
    config.QUEUE_URL_MEASURE_ROOF,
    config.QUEUE_URL_RENDER_PDF,
    config.QUEUE_URL_GENERATE_CONTRACT,
    config.QUEUE_URL_SEND_EMAIL,
  ];
}

async function depth(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/** Waits (bounded) until every watched queue is empty. */
async function drained(timeoutMs: number): Promise<void> {
  let quiet = 0;
  await until(
    async () => {
      const total = (await Promise.all(queueUrls().map(depth))).reduce((sum, value) => sum + value, 0);
      quiet = total === 0 ? quiet + 1 : 0;
      return quiet >= 3 ? true : undefined;
    },
    timeoutMs,
    'queues drained',
  );
}

/** Reads (and so empties) a DLQ; returns the bodies it held. */
async function drainDlq(queueUrl: string): Promise<string[]> {
  const bodies: string[] = [];
  for (let round = 0; round < 20; round++) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: `${queueUrl}-dlq`,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: 600,
      }),
    );
    if (!Messages.length) break;
    bodies.push(...Messages.map((message) => message.Body ?? ''));
  }
  return bodies;
}

async function partitionItems(accountId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partitions.account(accountId), ':prefix': prefix },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** What the fault run under load found. */
export interface FaultRunReport {
  faultRate: number;
  injected: FaultCounts;
  estimates: {
    requested: number;
    created: number;
    answers: Record<string, number>;
    p50Ms: number;
    p99Ms: number;
  };
  measured: {
    estimates: number;
    measured: number;
    failed: number;
    stuck: number;
    doubleMeasured: number;
    usageCounted: number;
    marks: number;
    statsCounted: number;
    estimateItems: number;
    failureReasons?: string[];
    /** Each stuck estimate's status and timeline (how far it got), to tell the cause. */
    stuckTimelines?: string[];
  };
  accepts: {
    requested: number;
    accepted: number;
    answers: Record<string, number>;
    clientRetries: number;
    notAcceptedAfterRun: number;
    estimatesAcceptedTwice: number;
    contracts: number;
    contractObjects: number;
    decisionMails: number;
  };
  dlq: { poisonSent: number; held: number; exactlyThePoison: boolean; unexpected: string[] };
}

function tally(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * N estimates and M proposal accepts while a share of the runtime's DynamoDB, SQS and S3 calls fail,
 * with poison messages on two queues. Afterwards: each estimate measured and counted once, each
 * accept recorded once with one contract and one mail, and the DLQs hold exactly the poison.
 */
export async function faultRunUnderLoad(
  target: Target,
  options: {
    estimates: number;
    accepts: number;
    faultRate: number;
    concurrency: number;
    log?: (line: string) => void;
  },
): Promise<FaultRunReport> {
  const log = options.log ?? (() => undefined);
  const perAccount = 40;
  // Start from empty queues and DLQs, so the DLQs afterwards hold only what this run put there.
  await drained(60_000);
  await Promise.all(queueUrls().map(drainDlq));
  const estimateAccounts = await Promise.all(
    Array.from({ length: Math.ceil(options.estimates / perAccount) }, (_, index) =>
      signUpAccount(target, `load${index}`),
    ),
  );
  const acceptAccounts = await Promise.all(
    Array.from({ length: Math.ceil(options.accepts / perAccount) }, (_, index) =>
      signUpAccount(target, `accept${index}`),
    ),
  );
  log(`setup: ${estimateAccounts.length + acceptAccounts.length} accounts`);

  // Setup without faults: measured estimates with a proposal link sent for the accepts.
  const proposals = await pool(
    Array.from({ length: options.accepts }, (_, index) => index),
    8,
    async (index) => {
      const owner = acceptAccounts[Math.floor(index / perAccount)];
      const created = await call(target, 'POST', '/api/estimates', {
        token: owner.token,
        body: estimateBody(index),
      });
      if (created.status !== 201) throw new Error(`setup estimate: ${created.status}`);
      const id = created.body.id as string;
      await until(
        async () => {
          const got = await call(target, 'GET', `/api/estimates/${id}`, { token: owner.token });
          return got.body.measurement_status === 'measured' ? true : undefined;
        },
        60_000,
        'setup measurement',
      );
      const homeowner = `home.${ulid().toLowerCase()}@homeowner.example`;
      const sent = await call(target, 'POST', '/api/customer-portal/send-proposal-link', {
        token: owner.token,
        body: { estimate_id: id, customer_email: homeowner, customer_name: 'Maria Lopez' },
      });
      if (sent.status !== 200) throw new Error(`setup proposal: ${sent.status} ${JSON.stringify(sent.body)}`);
      return { owner, estimateId: id, homeowner, proposalId: (sent.body.proposal as { id: string }).id };
    },
  );
  const tokens = await until(
    async () => {
      const mails = await storedMails(target);
      const found = proposals.map((proposal) => {
        const mail = mails.find((candidate) => candidate.to.includes(proposal.homeowner));
        return mail?.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)?.[1];
      });
      return found.every(Boolean) ? (found as string[]) : undefined;
    },
    60_000,
    'proposal links mailed',
  );
  await drained(60_000);
  log(`setup: ${proposals.length} proposals sent`);

  // Permanent failures: poison messages that no retry can fix.
  const poison = [
    { queue: config.QUEUE_URL_MEASURE_ROOF, body: 'not json {' },
    { queue: config.QUEUE_URL_MEASURE_ROOF, body: JSON.stringify({ accountId: 'x', estimateId: '' }) },
    { queue: config.QUEUE_URL_SEND_EMAIL, body: JSON.stringify({ key: 'poison', to: ['not-an-email'] }) },
  ];
  for (const message of poison)
    await sqs.send(new SendMessageCommand({ QueueUrl: message.queue, MessageBody: message.body }));

  await runtimeFaults(target, options.faultRate, 42);
  const latencies: number[] = [];
  const estimateStatuses = await pool(
    Array.from({ length: options.estimates }, (_, index) => index),
    options.concurrency,
    async (index) => {
      const owner = estimateAccounts[Math.floor(index / perAccount)];
      const t0 = performance.now();
      const answer = await call(target, 'POST', '/api/estimates', {
        token: owner.token,
        body: estimateBody(1000 + index),
      });
      latencies.push(performance.now() - t0);
      return answer.status;
    },
  );
  let clientRetries = 0;
  const acceptStatuses = await pool(tokens, options.concurrency, async (token) => {
    // A homeowner's browser retries a failed answer a few times (bounded); a 409 after that means "already yours".
    for (let attempt = 1; ; attempt++) {
      const answer = await call(target, 'POST', `/api/customer-portal/proposal/${token}/action`, {
        body: { action: 'accept', notes: null },
      });
      if (answer.status < 500 || attempt === 4) return answer.status;
      clientRetries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  });
  // The local poller runs one batch per queue at a time: allow ~1.5 s a job, still bounded.
  await drained(60_000 + 1_500 * (options.estimates + options.accepts * 3));
  const injected = await runtimeFaults(target, 0);
  log(`faults: ${injected.throttled} throttled + ${injected.timedOut} timed out of ${injected.calls} calls`);

  // What the run left behind.
  const measured = {
    estimates: 0,
    measured: 0,
    failed: 0,
    stuck: 0,
    doubleMeasured: 0,
    usageCounted: 0,
    marks: 0,
    statsCounted: 0,
    estimateItems: 0,
  };
  const failures = new Set<string>();
  const stuckTimelines: string[] = [];
  for (const account of estimateAccounts) {
    const estimates = (await partitionItems(
      account.accountId,
      SK_PREFIX.estimate,
    )) as unknown as EstimateRecord[];
    const usage = await partitionItems(account.accountId, SK_PREFIX.usage);
    const stats = await partitionItems(account.accountId, 'STATS#ESTIMATES');
    measured.estimateItems += estimates.length;
    measured.statsCounted += Number(stats[0]?.estimates ?? 0);
    for (const estimate of estimates) {
      measured.estimates += 1;
      if (estimate.measurementStatus === 'measured') measured.measured += 1;
      else if (estimate.measurementStatus === 'failed') {
        measured.failed += 1;
        failures.add(estimate.measurementError ?? 'unknown');
      } else {
        measured.stuck += 1;
        const { Item: lease } = await ddb.send(
          new GetCommand({
            TableName: TABLE,
            Key: keys.dedupe(
              'measure-roof',
              `${estimate.accountId}#${estimate.estimateId}#${estimate.measureVersion}`,
            ),
          }),
        );
        stuckTimelines.push(
          `${estimate.measurementStatus}: ${estimate.timeline.map((entry) => entry.event).join(' > ')}; ` +
            `job ${String(lease?.status ?? 'never started')}`,
        );
      }
      if (estimate.timeline.filter((entry) => entry.event === 'measured').length > 1)
        measured.doubleMeasured += 1;
    }
    for (const item of usage) {
      if (typeof item.measurements === 'number') measured.usageCounted += item.measurements;
      else measured.marks += 1;
    }
  }

  let accepted = 0;
  let estimatesAcceptedTwice = 0;
  let contracts = 0;
  let contractObjects = 0;
  for (const proposal of proposals) {
    const estimate = await getEstimate(proposal.owner.accountId, proposal.estimateId);
    if (estimate?.accepted) accepted += 1;
    if ((estimate?.timeline ?? []).filter((entry) => entry.event === 'accepted').length > 1)
      estimatesAcceptedTwice += 1;
    const documents = await partitionItems(
      proposal.owner.accountId,
      `${SK_PREFIX.document}${proposal.estimateId}#CONTRACT#`,
    );
    contracts += documents.length;
    const { Contents = [] } = await s3.send(
      new ListObjectsV2Command({
        Bucket: config.DOCUMENTS_BUCKET,
        Prefix: `accounts/${proposal.owner.accountId}/estimates/${proposal.estimateId}/`,
      }),
    );
    contractObjects += Contents.filter((object) => object.Key?.includes('/contract-')).length;
  }
  const mails = await storedMails(target);
  const owners = new Set(acceptAccounts.map((account) => account.email));
  const decisionMails = mails.filter(
    (mail) => [...owners].some((email) => mail.to.includes(email)) && / accepted /.test(mail.subject),
  ).length;

  const held = (await Promise.all(queueUrls().map(drainDlq))).flat();
  const expected = poison.map((message) => message.body).sort();
  const unexpected = held.filter((body) => !expected.includes(body));

  return {
    faultRate: options.faultRate,
    injected,
    estimates: {
      requested: options.estimates,
      created: estimateStatuses.filter((status) => status === 201).length,
      answers: tally(estimateStatuses),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    },
    measured: { ...measured, failureReasons: [...failures], stuckTimelines },
    accepts: {
      requested: options.accepts,
      accepted,
      answers: tally(acceptStatuses),
      clientRetries,
      notAcceptedAfterRun: proposals.length - accepted,
      estimatesAcceptedTwice,
      contracts,
      contractObjects,
      decisionMails,
    },
    dlq: {
      poisonSent: poison.length,
      held: held.length,
      exactlyThePoison: JSON.stringify([...held].sort()) === JSON.stringify(expected),
      unexpected: unexpected.slice(0, 5),
    },
  };
}

function sqsEvent(body: string, count: number): SQSEvent {
  return {
    Records: Array.from({ length: count }, () => ({
      messageId: ulid(),
      receiptHandle: 'local',
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'fault-run',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:fault-run',
      awsRegion: 'us-east-1',
    })),
  };
}

type Consumer = (event: SQSEvent, context: never, callback: never) => Promise<SQSBatchResponse>;

/**
 * Delivers `copies` copies of one job to a consumer at once (one invocation each, as Lambda scales
 * out), then redelivers the failed ones, at most `rounds` times; returns how many rounds it took.
 */
async function storm(
  name: string,
  consumer: Consumer,
  job: unknown,
  copies: number,
  rounds: number,
): Promise<number> {
  let pending = copies;
  for (let round = 1; round <= rounds; round++) {
    const results = await Promise.all(
      Array.from({ length: pending }, () =>
        consumer(sqsEvent(JSON.stringify(job), 1), undefined as never, undefined as never),
      ),
    );
    pending = results.filter((result) => result.batchItemFailures.length > 0).length;
    if (!pending) return round;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `${name}: ${pending} of ${copies} copies of one job still failing after ${rounds} deliveries`,
  );
}

/** What the duplicate storm found. */
export interface StormReport {
  copies: number;
  faultRate: number;
  mail: { rounds: number; mailsSent: number };
  measure: { rounds: number; measuredEvents: number; marks: number; usage: number };
  pdf: { rounds: number; objects: number; records: number };
}

/**
 * `copies` copies of one send-email, one measure-roof and one render-pdf job at once, run by this
 * process's consumers with `faultRate` of its own AWS calls failing; each side effect must happen once.
 */
export async function duplicateStorm(
  target: Target,
  account: RunAccount,
  options: { copies: number; faultRate: number },
): Promise<StormReport> {
  const to = `storm.${ulid().toLowerCase()}@homeowner.example`;
  const mailJob = {
    key: `fault-storm#${to}`,
    to: [to],
    template: 'welcome',
    data: { firstName: 'Storm', company: 'Storm Roofing', appUrl: target.baseUrl },
  };
  const estimate = newEstimate(
    account,
    {
      address: '42 Storm Lane, Carmel, IN 46032',
      customerFirstName: 'Sam',
      customerLastName: 'Storm',
      customerEmail: 'sam@homeowner.example',
      customerPhone: '(317) 555-0142',
      scheduledInstallDate: '2027-07-14',
    },
    'fault run',
    new Date().toISOString(),
  );
  // Written without a job on the queue: only the storm measures it.
  await putEstimate(estimate);

  setFaults({ rate: options.faultRate, seed: 7 });
  try {
    const mailRounds = await storm('send-email', sendEmail as Consumer, mailJob, options.copies, 8);
    const measureJob = { accountId: account.accountId, estimateId: estimate.estimateId, version: 1 };
    const measureRounds = await storm('measure-roof', measureRoof as Consumer, measureJob, options.copies, 8);
    const measuredNow = await getEstimate(account.accountId, estimate.estimateId);
    const pdfJob = {
      accountId: account.accountId,
      estimateId: estimate.estimateId,
      version: measuredNow!.version,
      kind: 'report',
    };
    const pdfRounds = await storm('render-pdf', renderPdf as Consumer, pdfJob, options.copies, 8).catch(
      async (error: Error) => {
        // Name the cause: the consumer only logs it.
        setFaults({ rate: 0, seed: 7 });
        const cause = await ensureEstimatePdf(measuredNow!, 'report', true).then(
          () => 'none when run alone',
          (direct: Error) => direct.message,
        );
        throw new Error(`${error.message} (cause: ${cause})`);
      },
    );
    setFaults({ rate: 0, seed: 7 });

    const mailsSent = (await storedMails(target)).filter((mail) => mail.to.includes(to)).length;
    const after = await getEstimate(account.accountId, estimate.estimateId);
    const month = new Date().toISOString().slice(0, 7);
    const marks = await partitionItems(
      account.accountId,
      `${SK_PREFIX.usage}${month}#${estimate.estimateId}#`,
    );
    const usage = await partitionItems(account.accountId, `${SK_PREFIX.usage}${month}`);
    const usageCount = Number(usage.find((item) => typeof item.measurements === 'number')?.measurements ?? 0);
    const records = await partitionItems(account.accountId, `${SK_PREFIX.document}${estimate.estimateId}#`);
    const { Contents = [] } = await s3.send(
      new ListObjectsV2Command({
        Bucket: config.DOCUMENTS_BUCKET,
        Prefix: `accounts/${account.accountId}/estimates/${estimate.estimateId}/`,
      }),
    );
    return {
      copies: options.copies,
      faultRate: options.faultRate,
      mail: { rounds: mailRounds, mailsSent },
      measure: {
        rounds: measureRounds,
        measuredEvents: (after?.timeline ?? []).filter((entry) => entry.event === 'measured').length,
        marks: marks.length,
        usage: usageCount,
      },
      pdf: { rounds: pdfRounds, objects: Contents.length, records: records.length },
    };
  } finally {
    setFaults({ rate: 0, seed: 7 });
  }
}

/** What the versioned-update race found. */
export interface RaceReport {
  writers: number;
  attempts: number;
  conflicts: number;
  versionBefore: number;
  versionAfter: number;
  distinctSavedVersions: number;
  editedEvents: number;
  p99Ms: number;
}

/**
 * `writers` clients edit one estimate at once through PUT /api/estimates/{id}, each re-reading and
 * retrying on 409 (bounded). No lost update: every writer's save got its own version, and the
 * estimate's version moved by exactly the number of saves.
 */
export async function versionedRace(
  target: Target,
  account: RunAccount,
  writers: number,
): Promise<RaceReport> {
  const created = await call(target, 'POST', '/api/estimates', {
    token: account.token,
    body: estimateBody(9000),
  });
  const id = created.body.id as string;
  const ready = await until(
    async () => {
      const got = await call(target, 'GET', `/api/estimates/${id}`, { token: account.token });
      return got.body.measurement_status === 'measured' ? got.body : undefined;
    },
    60_000,
    'race estimate measured',
  );
  const versionBefore = Number(ready.version);
  let attempts = 0;
  let conflicts = 0;
  const latencies: number[] = [];
  const saved = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let version = versionBefore;
      for (let attempt = 0; attempt < writers * 4; attempt++) {
        attempts += 1;
        const t0 = performance.now();
        const answer = await call(target, 'PUT', `/api/estimates/${id}`, {
          token: account.token,
          body: {
            ...estimateBody(9000),
            customer_first_name: `Writer${writer}`,
            roof_material: null,
            version,
          },
        });
        latencies.push(performance.now() - t0);
        if (answer.status === 200) return Number(answer.body.version);
        if (answer.status !== 409) throw new Error(`race: ${answer.status} ${JSON.stringify(answer.body)}`);
        conflicts += 1;
        version = Number(answer.body.current_version);
        // Jittered backoff so the writers do not collide in lockstep.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
      }
      throw new Error(`writer ${writer} never saved`);
    }),
  );
  const after = await call(target, 'GET', `/api/estimates/${id}`, { token: account.token });
  const timeline = (after.body.timeline ?? []) as { event: string }[];
  return {
    writers,
    attempts,
    conflicts,
    versionBefore,
    versionAfter: Number(after.body.version),
    distinctSavedVersions: new Set(saved).size,
    editedEvents: timeline.filter((entry) => entry.event === 'edited').length,
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}
