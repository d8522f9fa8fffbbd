/**
 * Local fault injection for the fault runs (security-and-reliability.md, "Load and faults"): a share
 * of the DynamoDB, SQS and S3 calls fails inside the SDK's retry loop, half of them before the
 * request is sent (`ThrottlingException`, nothing applied) and half after the service applied it
 * (`TimeoutError`, the answer lost), so retries, idempotency and DLQs meet both kinds. Only the
 * local runtime can turn it on (STAGE=local); on AWS the plugin is never added.
 */
export interface FaultSettings {
  /** Share of calls that fail, 0 (off) to 1. */
  rate: number;
  /** Seed of the deterministic random sequence. */
  seed: number;
}

/** How many calls went through the fault plugin, and how many it failed of each kind. */
export interface FaultCounts {
  calls: number;
  throttled: number;
  timedOut: number;
}

const state: { local: boolean; rate: number; random: () => number; counts: FaultCounts } = {
  /** Set once a client of this process was built for the local stage; nothing can be armed before. */
  local: false,
  rate: 0,
  random: Math.random,
  counts: { calls: 0, throttled: 0, timedOut: 0 },
};

/** A small seeded PRNG (mulberry32): the same seed gives the same fault sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Sets the fault rate and seed of this process (the local runtime's `POST /__faults`); resets the counts. */
export function setFaults(settings: FaultSettings): FaultCounts {
  if (!state.local) throw new Error('Fault injection exists only in the local runtime');
  if (!(settings.rate >= 0 && settings.rate <= 1)) throw new Error('The fault rate must be between 0 and 1');
  const before = { ...state.counts };
  state.rate = settings.rate;
  state.random = seededRandom(settings.seed);
  state.counts = { calls: 0, throttled: 0, timedOut: 0 };
  return before;
}

/** The counts since the last setFaults. */
export function faultCounts(): FaultCounts {
  return { ...state.counts };
}

function injected(name: 'ThrottlingException' | 'TimeoutError', message: string, status: number) {
  return Object.assign(new Error(message), {
    name,
    $fault: name === 'ThrottlingException' ? 'client' : 'server',
    $metadata: { httpStatusCode: status, attempts: 1, totalRetryDelay: 0 },
  });
}

type Next = (args: { input?: unknown }) => Promise<unknown>;

const faultMiddleware =
  (next: Next, context: { commandName?: string }) => async (args: { input?: unknown }) => {
    if (trace.on) traceCall(context.commandName ?? '', args.input);
    if (state.rate === 0) return next(args);
    state.counts.calls += 1;
    const roll = state.random();
    if (roll < state.rate / 2) {
      state.counts.throttled += 1;
      throw injected('ThrottlingException', 'Injected throttling (local fault run)', 400);
    }
    const result = await next(args);
    if (roll < state.rate) {
      state.counts.timedOut += 1;
      throw injected('TimeoutError', 'Injected timeout after the call was applied (local fault run)', 504);
    }
    return result;
  };

/** The DynamoDB traffic of one partition key value while the key trace was on. */
export interface KeyTraceEntry {
  partition: string;
  reads: number;
  writes: number;
  /** Writes inside TransactWriteItems (each costs two write units per KB). */
  transactionalWrites: number;
  /** The largest item put into it, in bytes (attribute names + values, DynamoDB's size rule). */
  maxItemBytes: number;
}

const trace = { on: false, keys: new Map<string, KeyTraceEntry>() };

type Marshalled = Record<string, Record<string, unknown>>;

function attributeBytes(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'boolean') return 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, item) => sum + 1 + attributeBytes(item), 0);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A marshalled scalar ({ S: "…" }, { N: "…" }) counts as its value; maps and lists add their names.
    if (entries.length === 1 && ['S', 'N', 'BOOL', 'NULL', 'B'].includes(entries[0][0]))
      return entries[0][0] === 'N'
        ? Math.ceil(String(entries[0][1]).length / 2) + 1
        : attributeBytes(entries[0][1]);
    if (entries.length === 1 && (entries[0][0] === 'M' || entries[0][0] === 'L'))
      return 3 + attributeBytes(entries[0][1]);
    return entries.reduce((sum, [name, item]) => sum + Buffer.byteLength(name) + attributeBytes(item), 0);
  }
  return String(value).length;
}

function entryOf(partition: string): KeyTraceEntry {
  let entry = trace.keys.get(partition);
  if (!entry) {
    entry = { partition, reads: 0, writes: 0, transactionalWrites: 0, maxItemBytes: 0 };
    trace.keys.set(partition, entry);
  }
  return entry;
}

function partitionsOf(record: Marshalled | undefined): string[] {
  if (!record) return [];
  return ['PK', 'GSI1PK', 'GSI2PK']
    .map((name) => record[name]?.S)
    .filter((value): value is string => typeof value === 'string')
    .map((value, index) => (index === 0 ? value : `${value} (index)`));
}

function traceWrite(request: { Item?: Marshalled; Key?: Marshalled }, transactional: boolean): void {
  const record = request.Item ?? request.Key;
  const size = request.Item ? attributeBytes(request.Item) : 0;
  for (const partition of partitionsOf(record)) {
    const entry = entryOf(partition);
    entry.writes += 1;
    if (transactional) entry.transactionalWrites += 1;
    entry.maxItemBytes = Math.max(entry.maxItemBytes, size);
  }
}

function traceCall(command: string, input: unknown): void {
  const request = input as {
    Key?: Marshalled;
    Item?: Marshalled;
    ExpressionAttributeValues?: Marshalled;
    IndexName?: string;
    TransactItems?: Record<string, { Item?: Marshalled; Key?: Marshalled }>[];
  };
  if (command === 'GetItemCommand' && request.Key)
    partitionsOf(request.Key).forEach((key) => (entryOf(key).reads += 1));
  if (command === 'QueryCommand') {
    const pk = request.ExpressionAttributeValues?.[':pk']?.S;
    if (typeof pk === 'string') entryOf(request.IndexName ? `${pk} (index)` : pk).reads += 1;
  }
  if (['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand'].includes(command))
    traceWrite(request, false);
  if (command === 'TransactWriteItemsCommand')
    for (const item of request.TransactItems ?? [])
      for (const [kind, part] of Object.entries(item)) if (kind !== 'ConditionCheck') traceWrite(part, true);
}

/** Turns the DynamoDB key trace of this process on or off (local runtime only); returns what it held and clears it. */
export function setKeyTrace(on: boolean): KeyTraceEntry[] {
  if (!state.local) throw new Error('The key trace exists only in the local runtime');
  const held = [...trace.keys.values()];
  trace.on = on;
  trace.keys = new Map();
  return held;
}

/** The part of an SDK v3 client this module needs. */
interface WithMiddlewareStack {
  middlewareStack: {
    add(middleware: never, options: { step: 'deserialize'; priority: 'high'; name: string }): void;
  };
}

/**
 * Adds the fault middleware to a module-scope client on the local stage only, in the deserialize
 * step (inside the retry middleware, so every attempt rolls on its own). Elsewhere the client is
 * returned untouched.
 */
export function withFaults<C extends WithMiddlewareStack>(client: C, stage: string | undefined): C {
  if (stage !== 'local') return client;
  state.local = true;
  client.middlewareStack.add(faultMiddleware as never, {
    step: 'deserialize',
    priority: 'high',
    name: 'ridgelineFaults',
  });
  return client;
}
