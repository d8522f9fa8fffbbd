/**
 * The hot-key simulation behind docs/scaling.md: a bounded sample of real traffic (estimates measured,
 * proposals sent and accepted, a discount, list reads, public leads) runs through the local runtime
 * against DynamoDB Local with the runtime's key trace on; every partition key value's reads and
 * writes are counted per business event, then scaled to 10,000 accounts and 1 million estimates a
 * month and set against one partition's 1,000 WCU / 3,000 RCU.
 */
import { call, pool, signUpAccount, storedMails, until, type Target } from './fault-runs.js';

/** One partition key value's traffic as the runtime's trace counted it. */
interface TraceEntry {
  partition: string;
  reads: number;
  writes: number;
  transactionalWrites: number;
  maxItemBytes: number;
}

/** The load model of docs/scaling.md (peak rates are per second). */
export const LOAD_MODEL = {
  accounts: 10_000,
  estimatesPerMonth: 1_000_000,
  /** US working hours: 22 days × 10 hours carry the month; bursts run 3× the hour's mean. */
  peakEstimatesPerSecond: Number(((1_000_000 / (22 * 10 * 3600)) * 3).toFixed(1)),
  /** The busiest single account (a 100-seat enterprise importing a storm-damage list). */
  hottestAccountEstimatesPerSecond: 5,
  /** Public-form bursts (a campaign or a bot wave that passes the per-address limit). */
  peakLeadsPerSecond: 50,
} as const;

/** One class of partitions (ids replaced by `*`), its traffic per business event and its peak. */
export interface HotKeyRow {
  partitionClass: string;
  /** The unit its rate is per (estimate, lead). */
  per: 'estimate' | 'lead';
  /** Most writes any one key of the class took per unit. */
  writesPerUnit: number;
  readsPerUnit: number;
  /** Write units of the largest write (1 per KB, 2 per KB inside a transaction). */
  wcuPerWrite: number;
  /** The rate of units that reaches ONE key of the class at peak. */
  unitsPerSecondOnOneKey: number;
  peakWcu: number;
  peakRcu: number;
  /** Share of one partition's 1,000 WCU. */
  wcuShare: number;
}

/** The partition with its ids (ULIDs in either case, UUIDs, hashes, emails, addresses, mail ids) as `*`. */
function classOf(partition: string): string {
  return partition
    .replace(/[^#\s]+@[^#\s]+/g, '*')
    .replace(/\b\d{1,3}(\.\d{1,3}){3}\b/g, '*')
    .replace(/\bses-\d+\b/g, '*')
    .replace(/\b[0-9a-f]{32,64}\b/g, '*')
    .replace(/[0-9A-HJKMNP-TV-Z]{26}/gi, '*')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '*')
    .replace(/#\d{4}-\d{2}(-\d{2})?/g, '#<date>');
}

async function trace(target: Target, on: boolean): Promise<TraceEntry[]> {
  const response = await fetch(`${target.baseUrl}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ trace: on }),
  });
  if (!response.ok) throw new Error(`/__faults answered ${response.status}`);
  return (await response.json()) as TraceEntry[];
}

/** Aggregates a trace into rows: the hottest key of each class, per unit of its driver. */
function rows(
  entries: TraceEntry[],
  units: number,
  per: HotKeyRow['per'],
  platformRate: number,
  accountRate: number,
) {
  const byClass = new Map<string, TraceEntry>();
  for (const entry of entries) {
    const name = classOf(entry.partition);
    const current = byClass.get(name);
    // The class's figure is its hottest single key (the one that could throttle).
    if (!current || entry.writes + entry.reads / 3 > current.writes + current.reads / 3)
      byClass.set(name, entry);
  }
  return [...byClass.entries()].map(([partitionClass, entry]): HotKeyRow => {
    const accountScoped = /^(ACCOUNT|REPORT_EVENT|COUNTER|USER)#\*/.test(partitionClass);
    const ownKeys = accountScoped ? units / 2 : units; // the sample spreads estimates over two accounts
    const writesPerUnit = entry.writes / ownKeys;
    const readsPerUnit = entry.reads / ownKeys;
    const kb = Math.max(1, Math.ceil(entry.maxItemBytes / 1024));
    const wcuPerWrite = kb * (entry.transactionalWrites > entry.writes / 2 ? 2 : 1);
    const unitsPerSecondOnOneKey = accountScoped ? accountRate : platformRate;
    // Strongly consistent reads of items up to 4 KB: 1 RCU each (list Queries read more; see docs).
    const peakRcu = readsPerUnit * unitsPerSecondOnOneKey * Math.max(1, Math.ceil(entry.maxItemBytes / 4096));
    const peakWcu = writesPerUnit * unitsPerSecondOnOneKey * wcuPerWrite;
    return {
      partitionClass,
      per,
      writesPerUnit: Number(writesPerUnit.toFixed(2)),
      readsPerUnit: Number(readsPerUnit.toFixed(2)),
      wcuPerWrite,
      unitsPerSecondOnOneKey,
      peakWcu: Number(peakWcu.toFixed(1)),
      peakRcu: Number(peakRcu.toFixed(1)),
      wcuShare: Number((peakWcu / 1000).toFixed(3)),
    };
  });
}

/** The whole table's request units one business event costs (index writes included), for the cost per estimate. */
export interface UnitTotals {
  writeUnits: number;
  readRequests: number;
}

function totals(entries: TraceEntry[], units: number): UnitTotals {
  let writeUnits = 0;
  let readRequests = 0;
  for (const entry of entries) {
    const kb = Math.max(1, Math.ceil(entry.maxItemBytes / 1024));
    writeUnits += (entry.writes - entry.transactionalWrites) * kb + entry.transactionalWrites * kb * 2;
    readRequests += entry.reads;
  }
  return {
    writeUnits: Number((writeUnits / units).toFixed(1)),
    readRequests: Number((readRequests / units).toFixed(1)),
  };
}

/** Runs the sample through the runtime and returns the hot-key rows, hottest first. */
export async function hotKeySimulation(
  target: Target,
  options: { estimates: number; leads: number; log?: (line: string) => void },
): Promise<{ model: typeof LOAD_MODEL; perEstimate: UnitTotals; perLead: UnitTotals; rows: HotKeyRow[] }> {
  const accounts = await Promise.all([signUpAccount(target, 'hot0'), signUpAccount(target, 'hot1')]);
  await trace(target, true);
  await pool(
    Array.from({ length: options.estimates }, (_, index) => index),
    4,
    async (index) => {
      const owner = accounts[index % 2];
      const created = await call(target, 'POST', '/api/estimates', {
        token: owner.token,
        body: {
          address: `${200 + index} Birch Hollow Road, Carmel, IN 46032`,
          customer_first_name: 'Lee',
          customer_last_name: `Park${index}`,
          customer_email: `lee.${index}.${Date.now()}@homeowner.example`,
          customer_phone: '(317) 555-0100',
          scheduled_install_date: '2027-05-01',
        },
      });
      const id = created.body.id as string;
      await until(
        async () =>
          (await call(target, 'GET', `/api/estimates/${id}`, { token: owner.token })).body
            .measurement_status === 'measured'
            ? true
            : undefined,
        60_000,
        'sample measured',
      );
      await call(target, 'GET', '/api/estimates?limit=20', { token: owner.token });
      await call(target, 'POST', `/api/estimates/${id}/apply-discount`, {
        token: owner.token,
        body: { discount_percent: 5 },
      });
      const homeowner = `hot.${index}.${Date.now()}@homeowner.example`;
      await call(target, 'POST', '/api/customer-portal/send-proposal-link', {
        token: owner.token,
        body: { estimate_id: id, customer_email: homeowner, customer_name: 'Lee Park' },
      });
      const link = await until(
        async () => {
          const mail = (await storedMails(target)).find((candidate) => candidate.to.includes(homeowner));
          return mail?.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)?.[1];
        },
        30_000,
        'sample proposal mailed',
      );
      await call(target, 'GET', `/api/customer-portal/proposal/${link}`);
      await call(target, 'POST', `/api/customer-portal/proposal/${link}/action`, {
        body: { action: 'accept', notes: null },
      });
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 3000)); // contracts and mails drain
  const estimateTrace = await trace(target, true);
  await pool(
    Array.from({ length: options.leads }, (_, index) => index),
    4,
    (index) =>
      call(target, 'POST', '/api/leads', {
        body: {
          first_name: 'Avery',
          last_name: `Stone${index}`,
          email: `lead.${index}.${Date.now()}@example.com`,
          phone: '(512) 555-0199',
          company: 'Stone Roofing',
          source: 'presale_popup',
          interests: ['early_access'],
        },
      }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const leadTrace = await trace(target, false);
  options.log?.(
    `hot keys: traced ${estimateTrace.length} partitions for ${options.estimates} estimates, ${leadTrace.length} for ${options.leads} leads`,
  );
  const all = [
    ...rows(
      estimateTrace,
      options.estimates,
      'estimate',
      LOAD_MODEL.peakEstimatesPerSecond,
      LOAD_MODEL.hottestAccountEstimatesPerSecond,
    ),
    ...rows(leadTrace, options.leads, 'lead', LOAD_MODEL.peakLeadsPerSecond, LOAD_MODEL.peakLeadsPerSecond),
  ].filter((row) => row.writesPerUnit > 0 || row.readsPerUnit > 0);
  all.sort((a, b) => b.peakWcu - a.peakWcu);
  return {
    model: LOAD_MODEL,
    perEstimate: totals(estimateTrace, options.estimates),
    perLead: totals(leadTrace, options.leads),
    rows: all,
  };
}
