import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { COMPLEXITIES, type Complexity } from '@shared/estimates/measurement/types.js';
import {
  emptyReportMonth,
  type AcceptedChoice,
  type ReportEvent,
  type ReportMonth,
} from '@shared/jobs/reports.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { conditionalTransact, epochSeconds, TABLE, type TransactItem } from '../../platform/data/table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

// Report counters: one item per account and month, changed only by atomic ADD / list_append, each
// business event counted once thanks to a marker item written in the same transaction.

// Markers outlive any retry by far; the counters themselves never expire.
const KEEP_EVENT_MARKER_SECONDS = 400 * DAY_SECONDS;

const capital = (complexity: Complexity) => complexity[0].toUpperCase() + complexity.slice(1);

// One flat attribute per tier label (labels are free text), read back by this prefix.
const TIER_PREFIX = 'acceptedTier:';

/** The counters an acceptance with a choice adds besides the acceptance itself. */
function choiceCounters(choice: AcceptedChoice): Record<string, number> {
  return {
    acceptedWithOffer: 1,
    [`${TIER_PREFIX}${choice.tier}`]: 1,
    ...(choice.upgrades > 0 && { acceptedWithUpgrade: 1 }),
    ...(choice.financed && { acceptedFinanced: 1 }),
  };
}

/** The counter attributes (and durations to append) one event changes. */
function changesOf(event: ReportEvent): { add: Record<string, number>; append: Record<string, number[]> } {
  switch (event.kind) {
    case 'estimate-created':
      return { add: { estimates: 1 }, append: {} };
    case 'proposal-sent':
      return { add: { sent: 1, sentCents: event.cents }, append: { daysToSend: [event.daysSinceEstimate] } };
    case 'proposal-viewed':
      return { add: { viewed: 1, viewedCents: event.cents }, append: {} };
    case 'proposal-accepted':
      return {
        add: {
          accepted: 1,
          acceptedCents: event.cents,
          [`accepted${capital(event.complexity)}`]: 1,
          ...(event.choice && choiceCounters(event.choice)),
        },
        append: {},
      };
    case 'proposal-declined':
      return { add: { declined: 1, [`declined${capital(event.complexity)}`]: 1 }, append: {} };
    case 'contract-signed':
      return {
        add: { signed: 1, signedCents: event.cents },
        append: event.daysSinceSent === null ? {} : { daysToSign: [event.daysSinceSent] },
      };
    case 'project-scheduled':
      return { add: { scheduled: 1, scheduledCents: event.cents }, append: {} };
    case 'project-started':
      return { add: { started: 1, startedCents: event.cents }, append: {} };
    case 'project-completed':
      return { add: { completed: 1, completedCents: event.cents }, append: {} };
    case 'payment-collected':
      return { add: { collectedCents: event.cents }, append: {} };
    case 'deposit-paid':
      return { add: {}, append: { daysToDeposit: [event.daysSinceSigned] } };
  }
}

/** The Update that applies one event to its account-month (for a caller's own transaction). */
export function reportMonthUpdate(accountId: string, month: string, event: ReportEvent): TransactItem {
  const { add, append } = changesOf(event);
  const names: Record<string, string> = { '#type': 'type', '#month': 'month' };
  const values: Record<string, unknown> = { ':type': 'report-month', ':month': month };
  if (Object.keys(append).length) values[':empty'] = [];
  const sets = ['#type = :type', '#month = :month'];
  const adds: string[] = [];
  Object.entries(add).forEach(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    adds.push(`#a${index} :a${index}`);
  });
  Object.entries(append).forEach(([name, value], index) => {
    names[`#l${index}`] = name;
    values[`:l${index}`] = value;
    sets.push(`#l${index} = list_append(if_not_exists(#l${index}, :empty), :l${index})`);
  });
  return {
    Update: {
      TableName: TABLE,
      Key: keys.reportMonth(accountId, month),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The marker Put that makes an event count once (fails the transaction when already counted). */
export function reportEventMarker(accountId: string, eventKey: string, now: Date): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...keys.reportEvent(accountId, eventKey),
        type: 'report-event',
        at: now.toISOString(),
        ttl: epochSeconds(now) + KEEP_EVENT_MARKER_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Count one business event in its month, once per `eventKey`; false when it was already counted. */
export async function addReportEvent(
  accountId: string,
  eventKey: string,
  month: string,
  event: ReportEvent,
  now: Date,
): Promise<boolean> {
  return conditionalTransact([
    reportEventMarker(accountId, eventKey, now),
    reportMonthUpdate(accountId, month, event),
  ]);
}

/**
 * Counts what one homeowner payment has brought in, net of refunds, as of a Stripe read: the change
 * since the last counted read goes to `month` (a refund in a later month lowers that month). The
 * payment's marker keeps the amount counted and the read's time, so a duplicate adds nothing and an
 * older read never undoes a newer one; a lost race is read again.
 */
export async function addCollectedChange(
  accountId: string,
  paymentIntentId: string,
  netCents: number,
  readAt: number,
  month: string,
): Promise<void> {
  const marker = keys.reportEvent(accountId, `payment-collected#${paymentIntentId}`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: marker, ConsistentRead: true }));
    const counted = typeof Item?.countedCents === 'number' ? Item.countedCents : 0;
    if (Item && Number(Item.readAt ?? 0) >= readAt) return;
    const put: TransactItem = {
      Put: {
        TableName: TABLE,
        Item: {
          ...marker,
          type: 'report-event',
          countedCents: netCents,
          readAt,
          at: new Date().toISOString(),
        },
        ConditionExpression: Item ? 'readAt = :seen' : 'attribute_not_exists(PK)',
        ...(Item && { ExpressionAttributeValues: { ':seen': Item.readAt } }),
      },
    };
    const delta = netCents - counted;
    const items =
      delta === 0
        ? [put]
        : [put, reportMonthUpdate(accountId, month, { kind: 'payment-collected', cents: delta })];
    if (await conditionalTransact(items)) return;
  }
  throw new Error('the collected revenue of a payment kept changing while it was counted');
}

function monthOfItem(item: Record<string, unknown>): ReportMonth {
  const month = emptyReportMonth(String(item.month));
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  const list = (name: string) => (Array.isArray(item[name]) ? (item[name] as number[]) : []);
  for (const name of [
    'estimates',
    'sent',
    'sentCents',
    'viewed',
    'viewedCents',
    'accepted',
    'acceptedCents',
    'declined',
    'signed',
    'signedCents',
    'scheduled',
    'scheduledCents',
    'started',
    'startedCents',
    'completed',
    'completedCents',
    'acceptedWithOffer',
    'acceptedWithUpgrade',
    'acceptedFinanced',
    'collectedCents',
  ] as const)
    month[name] = number(name);
  for (const name of Object.keys(item))
    if (name.startsWith(TIER_PREFIX)) month.acceptedByTier[name.slice(TIER_PREFIX.length)] = number(name);
  for (const complexity of COMPLEXITIES) {
    month.acceptedByComplexity[complexity] = number(`accepted${capital(complexity)}`);
    month.declinedByComplexity[complexity] = number(`declined${capital(complexity)}`);
  }
  month.daysToSend = list('daysToSend');
  month.daysToSign = list('daysToSign');
  month.daysToDeposit = list('daysToDeposit');
  return month;
}

/** The report counters of an account's months from `from` to `to` (one Query; absent months are empty). */
export async function listReportMonths(accountId: string, months: string[]): Promise<ReportMonth[]> {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': partitions.account(accountId),
        ':from': `${SK_PREFIX.reportMonth}${months[0]}`,
        ':to': `${SK_PREFIX.reportMonth}${months[months.length - 1]}`,
      },
      ConsistentRead: true,
    }),
  );
  const found = new Map((Items ?? []).map((item) => [String(item.month), monthOfItem(item)]));
  return months.map((month) => found.get(month) ?? emptyReportMonth(month));
}

/** Measurements counted against the plan in each of the months (one BatchGet of the usage counters). */
export async function measurementsUsedIn(accountId: string, months: string[]): Promise<Map<string, number>> {
  const { Responses } = await ddb.send(
    new BatchGetCommand({
      RequestItems: {
        [TABLE]: {
          Keys: months.map((month) => keys.measurementUsage(accountId, month)),
          ProjectionExpression: 'SK, measurements',
        },
      },
    }),
  );
  const used = new Map<string, number>();
  for (const item of Responses?.[TABLE] ?? [])
    used.set(String(item.SK).slice(-7), Number(item.measurements ?? 0));
  return used;
}
