import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Measurement } from '@shared/estimates/measurement/types.js';
import type { ContactPreference, FunnelStep, MatchConfidence, PriceDisplay } from '@shared/widget/widget.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import {
  epochSeconds,
  isExpired,
  recordOf,
  stripKeys,
  TABLE,
  transactWrite,
} from '../../platform/data/table.js';

// The widget's items: the account's settings and its key's index item, the visits (sessions, by TTL),
// the leads and the funnel counters of each month.

/** The account's widget, as stored. */
export interface WidgetSettingsRecord {
  accountId: string;
  enabled: boolean;
  origins: string[];
  lineIds: string[];
  priceDisplay: PriceDisplay;
  headline: string;
  brandColour: string | null;
  showLogo: boolean;
  /** The widget's own logo (shown instead of the company logo), under the account's logo folder. */
  logoKey?: string | null;
  consentTemplate: string;
  /** The public key (`wk_…`); the index item `widgetKey(key)` points back here. */
  key: string;
  keyCreatedAt: string;
  /** The member who owns the leads (the admin who last saved the settings). */
  ownerUserId: string;
  updatedAt: string;
}

/** One homeowner's visit on one website. */
export interface WidgetSessionRecord {
  sessionId: string;
  accountId: string;
  /** The key it was started with: a rotated key ends its sessions. */
  key: string;
  origin: string;
  /** The consent text exactly as this visit shows it (the contractor named). */
  consentText: string;
  companyName: string;
  createdAt: string;
  ttl: number;
}

/** The consent a homeowner gave: the exact text shown, from where and when. */
export interface ConsentRecord {
  text: string;
  ip: string;
  at: string;
  pageUrl: string;
}

/** A lead: the address (a partial lead until contact details arrive), then the homeowner and an estimate. */
export interface WidgetLeadRecord {
  accountId: string;
  leadId: string;
  sessionId: string;
  origin: string;
  address: string;
  enteredAt: string;
  found: boolean;
  /** Not found because the geocoder placed it outside the country we serve. */
  outsideCountry?: boolean;
  confidence: MatchConfidence | null;
  measured: {
    formattedAddress: string;
    latitude: number;
    longitude: number;
    placeId: string;
    locationType: string;
    simulated: boolean;
    measurement: Measurement;
  } | null;
  pricesShownAt: string | null;
  contact: {
    name: string;
    email: string;
    phone: string;
    preferredContact: ContactPreference;
    optionId: string | null;
    consent: ConsentRecord;
    at: string;
  } | null;
  estimateId: string | null;
}

/** The account's widget settings, if saved. */
export async function getWidgetSettings(accountId: string): Promise<WidgetSettingsRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.widgetSettings(accountId), ConsistentRead: true }),
  );
  return Item ? recordOf<WidgetSettingsRecord>(Item) : undefined;
}

/**
 * Saves the settings; when the key changed (first save, rotation) the new key's index item is written
 * and the old one deleted in the same transaction, so the old key stops working at once.
 */
export async function putWidgetSettings(
  record: WidgetSettingsRecord,
  previousKey: string | null,
): Promise<void> {
  const settings = {
    Put: {
      TableName: TABLE,
      Item: { ...keys.widgetSettings(record.accountId), type: 'widget-settings', ...record },
    },
  };
  if (previousKey === record.key) {
    await transactWrite([settings]);
    return;
  }
  await transactWrite([
    settings,
    {
      Put: {
        TableName: TABLE,
        Item: { ...keys.widgetKey(record.key), type: 'widget-key', accountId: record.accountId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...(previousKey ? [{ Delete: { TableName: TABLE, Key: keys.widgetKey(previousKey) } }] : []),
  ]);
}

/**
 * Points the saved settings at a new widget logo (or none); returns the previous logo's key. Undefined
 * settings (never saved) are refused by the condition: ConditionalCheckFailedException.
 */
export async function replaceWidgetLogo(
  accountId: string,
  logoKey: string | null,
): Promise<string | undefined> {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.widgetSettings(accountId),
      // updatedAt too, so the settings screen's preview reloads with the new logo.
      UpdateExpression: logoKey
        ? 'SET logoKey = :key, updatedAt = :at'
        : 'REMOVE logoKey SET updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': new Date().toISOString(), ...(logoKey ? { ':key': logoKey } : {}) },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (Attributes?.logoKey as string | null | undefined) ?? undefined;
}

/** The account a widget key belongs to, or undefined for an unknown or rotated key. */
export async function accountOfWidgetKey(key: string): Promise<string | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.widgetKey(key) }));
  return typeof Item?.accountId === 'string' ? Item.accountId : undefined;
}

/** Stores a new visit. */
export async function putWidgetSession(record: WidgetSessionRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.widgetSession(record.sessionId), type: 'widget-session', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A visit, or undefined when unknown or expired. */
export async function getWidgetSession(
  sessionId: string,
  now = new Date(),
): Promise<WidgetSessionRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.widgetSession(sessionId) }));
  if (!Item || isExpired(Item as { ttl?: number }, now)) return undefined;
  return recordOf<WidgetSessionRecord>(Item);
}

/** The TTL of a record that lives `seconds` from `now`. */
export function ttlIn(seconds: number, now: Date): number {
  return epochSeconds(now) + seconds;
}

/** Stores a lead (new, or its next state). */
export async function putWidgetLead(record: WidgetLeadRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.widgetLead(record.accountId, record.leadId), type: 'widget-lead', ...record },
    }),
  );
}

/** One lead of an account (another account's id is simply not found). */
export async function getWidgetLead(
  accountId: string,
  leadId: string,
): Promise<WidgetLeadRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.widgetLead(accountId, leadId), ConsistentRead: true }),
  );
  return Item ? recordOf<WidgetLeadRecord>(Item) : undefined;
}

/** The account's leads entered since `since` (ULID order), with their estimate ids. */
export async function leadsSince(accountId: string, sinceLeadId: string): Promise<WidgetLeadRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partitions.account(accountId),
      ':from': `${SK_PREFIX.widgetLead}${sinceLeadId}`,
      ':to': `${SK_PREFIX.widgetLead}~`,
    },
    ProjectionExpression: 'leadId, estimateId, enteredAt',
  });
  return items.map((item) => stripKeys(item) as unknown as WidgetLeadRecord);
}

/** Counts one step of the month's funnel. */
export async function countFunnel(accountId: string, step: FunnelStep, now: Date): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.widgetFunnel(accountId, now.toISOString().slice(0, 7)),
      UpdateExpression: 'SET #type = :type ADD #step :one',
      ExpressionAttributeNames: { '#type': 'type', '#step': step },
      ExpressionAttributeValues: { ':type': 'widget-funnel', ':one': 1 },
    }),
  );
}

/** The month's funnel counters (zero for a step never counted). */
export async function getFunnelCounts(
  accountId: string,
  month: string,
): Promise<Partial<Record<FunnelStep, number>>> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.widgetFunnel(accountId, month) }),
  );
  return (Item ?? {}) as Partial<Record<FunnelStep, number>>;
}
