import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';
import { TABLE } from './table.js';

/** A Query of the table, without the table name and the start key (this module adds both). */
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Each answer of a Query, page after page, until DynamoDB has no more. */
async function* pagesOf(input: QueryInput): AsyncGenerator<QueryCommandOutput> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({ TableName: TABLE, ...input, ExclusiveStartKey: startKey }),
    );
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item a Query finds, reading page after page; stops at the page that reaches `max` items. */
export async function queryAll(input: QueryInput, max = Infinity): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of pagesOf(input)) {
    items.push(...(page.Items ?? []));
    if (items.length >= max) break;
  }
  return items;
}

/** How a short list of a partition is read: at most `limit` items, oldest (smallest sort key) first unless `newestFirst`. */
export interface PrefixQuery {
  limit: number;
  newestFirst?: boolean;
}

/** The items of a partition whose sort keys start with `prefix`, as far as one Query of `limit` reaches. */
export async function queryPrefix(
  partition: string,
  prefix: string,
  { limit, newestFirst = false }: PrefixQuery,
): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ScanIndexForward: !newestFirst,
      Limit: limit,
    }),
  );
  return Items;
}

/** How many items a Query matches (Select COUNT, page after page). */
export async function queryCount(input: QueryInput): Promise<number> {
  let count = 0;
  for await (const page of pagesOf({ ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

/** One page of one partition: of the table (optionally only sort keys starting with `prefix`) or of an index. */
export interface PageQuery {
  index?: 'GSI1' | 'GSI2';
  partition: string;
  prefix?: string;
  /**
   * Values the items' attributes must equal, and values they must contain (a substring of a string,
   * a member of a list); an undefined or empty value tests nothing. A filter: the page may hold fewer
   * than `limit`.
   */
  equal?: Record<string, string | undefined>;
  /** Values the items' attributes must not equal (an item without the attribute passes). */
  notEqual?: Record<string, string | undefined>;
  contain?: Record<string, string | undefined>;
  /** The projection, when the page needs only some attributes. */
  projection?: string;
  names?: Record<string, string>;
  newestFirst?: boolean;
  limit: number;
  /** From the previous page of the same partition; a cursor of any other partition is refused. */
  cursor?: string;
}

/** The partition attribute of a query and the attributes of its cursors (a page's last key). */
function cursorShape(index: PageQuery['index']): { partitionName: string; attributes: string[] } {
  return index
    ? { partitionName: `${index}PK`, attributes: ['PK', 'SK', `${index}PK`, `${index}SK`] }
    : { partitionName: 'PK', attributes: ['PK', 'SK'] };
}

/** The filter expression of a page's `equal` and `contain` tests, with the names and values it uses. */
function filterOf(query: PageQuery) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  const tests = [
    ...Object.entries(query.equal ?? {}).map(([attribute, value]) => ({ attribute, value, test: '=' })),
    ...Object.entries(query.notEqual ?? {}).map(([attribute, value]) => ({ attribute, value, test: '<>' })),
    ...Object.entries(query.contain ?? {}).map(([attribute, value]) => ({ attribute, value, test: 'in' })),
  ];
  tests.forEach(({ attribute, value, test }, index) => {
    if (!value) return;
    names[`#f${index}`] = attribute;
    values[`:f${index}`] = value;
    conditions.push(test === 'in' ? `contains(#f${index}, :f${index})` : `#f${index} ${test} :f${index}`);
  });
  return { expression: conditions.length ? conditions.join(' AND ') : undefined, names, values };
}

/** One page of a partition, oldest first unless `newestFirst`, with the cursor of the next one. */
export async function queryPage(query: PageQuery): Promise<Page<Record<string, unknown>>> {
  const { partitionName, attributes } = cursorShape(query.index);
  const filter = filterOf(query);
  const names = { ...query.names, ...filter.names };
  const { Items, LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: query.index,
      KeyConditionExpression: `${partitionName} = :pk${query.prefix ? ' AND begins_with(SK, :prefix)' : ''}`,
      FilterExpression: filter.expression,
      ProjectionExpression: query.projection,
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: {
        ...filter.values,
        ':pk': query.partition,
        ...(query.prefix ? { ':prefix': query.prefix } : {}),
      },
      ScanIndexForward: !query.newestFirst,
      Limit: query.limit,
      ExclusiveStartKey: decodeCursor(query.cursor, attributes, { [partitionName]: query.partition }),
    }),
  );
  return { items: Items ?? [], nextCursor: encodeCursor(LastEvaluatedKey) };
}
