import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { TABLE } from '../../platform/data/table.js';

// What we store of a person who is not a Ridgeline user, found by email across the whole table
// (docs/decisions.md "GDPR requests are confirmed by email; erasure is an operator action"): the
// public forms' rows are deleted; a contractor's customer in estimates and proposals and a presale
// buyer's order are anonymised (the contractor's job and our payment record stay, without the
// person); anything else that names the email (users, signed contracts, signature records, mail
// suppressions) is counted as kept, never touched here.

/** The attributes that hold a person's email, by item. */
const EMAIL_ATTRIBUTES = ['email', 'customerEmail', 'signerEmail'] as const;

/** The name an anonymised record shows instead of the person's. */
export const ERASED_NAME = 'Erased';

type Item = Record<string, unknown>;
type Rule =
  { action: 'delete' } | { action: 'anonymise'; update: (item: Item) => { set: Record<string, unknown> } };

/** What erasure does to each type of item that holds the email. */
const RULES: Record<string, Rule> = {
  lead: { action: 'delete' },
  contact: { action: 'delete' },
  partner_application: { action: 'delete' },
  estimate: {
    action: 'anonymise',
    update: (item) => ({
      set: {
        customerFirstName: null,
        customerLastName: ERASED_NAME,
        customerEmail: null,
        customerPhone: null,
        // The list's lower-cased search and customer copies follow the name (functions/estimates/data).
        customerKey: ERASED_NAME.toLowerCase(),
        searchText: `${ERASED_NAME}\n${String(item.address ?? '')}`.toLowerCase(),
      },
    }),
  },
  proposal: {
    action: 'anonymise',
    update: () => ({ set: { customerName: ERASED_NAME, customerEmail: '' } }),
  },
  'presale-order': {
    action: 'anonymise',
    update: () => ({ set: { customerName: ERASED_NAME, customerEmail: '' } }),
  },
};

/** Counts per kind of what one erasure did. */
export interface ErasureCounts {
  removed: Record<string, number>;
  anonymised: Record<string, number>;
  kept: Record<string, number>;
}

const bump = (counts: Record<string, number>, kind: string) => {
  counts[kind] = (counts[kind] ?? 0) + 1;
};

/** Every item that holds one of `emails` in an email attribute (a filtered Scan of the whole table). */
async function* itemsNaming(emails: string[]): AsyncGenerator<Item> {
  const values = Object.fromEntries(emails.map((email, index) => [`:e${index}`, email]));
  const list = Object.keys(values).join(', ');
  const names = Object.fromEntries(EMAIL_ATTRIBUTES.map((name, index) => [`#m${index}`, name]));
  const filter = Object.keys(names)
    .map((name) => `${name} IN (${list})`)
    .join(' OR ');
  let startKey: Item | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: TABLE,
        FilterExpression: filter,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
      }),
    );
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Deletes or anonymises what we store of the person with this email and answers what it did (GDPR
 * requests themselves are kept: they are the record of what was asked and done). Each item is written
 * on its own, conditional on still naming the email: a rerun after a failure goes on where it stopped.
 */
export async function erasePersonData(email: string): Promise<ErasureCounts> {
  const emails = [...new Set([email, email.toLowerCase()])];
  const counts: ErasureCounts = { removed: {}, anonymised: {}, kept: {} };
  const still = Object.fromEntries(emails.map((value, index) => [`:e${index}`, value]));
  for await (const item of itemsNaming(emails)) {
    const type = String(item.type ?? 'unknown');
    const rule = RULES[type];
    if (!rule) {
      bump(counts.kept, type);
      continue;
    }
    const key = { PK: item.PK, SK: item.SK };
    const attribute = EMAIL_ATTRIBUTES.find((name) => emails.includes(String(item[name])))!;
    const condition = `#email IN (${Object.keys(still).join(', ')})`;
    if (rule.action === 'delete') {
      await ddb.send(
        new DeleteCommand({
          TableName: TABLE,
          Key: key,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#email': attribute },
          ExpressionAttributeValues: still,
        }),
      );
      bump(counts.removed, type);
      continue;
    }
    const { set } = rule.update(item);
    const fields = Object.entries(set);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key,
        UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: {
          '#email': attribute,
          ...Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])),
        },
        ExpressionAttributeValues: {
          ...still,
          ...Object.fromEntries(fields.map(([, value], index) => [`:v${index}`, value])),
        },
      }),
    );
    bump(counts.anonymised, type);
  }
  return counts;
}
