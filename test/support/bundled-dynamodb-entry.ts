/**
 * Entry of the lean-bundles test: the DynamoDB document client and a shared schema, bundled the way
 * a Lambda's are (SDK stand-ins included), so the test can run a real request through them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/kernel/zod.js';

/** Reads one item from a DynamoDB endpoint (a local stand-in in the test). */
export async function getItem(endpoint: string): Promise<Record<string, unknown> | undefined> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDBUNDLE', secretAccessKey: 'bundle-secret' },
    }),
  );
  const { Item } = await client.send(new GetCommand({ TableName: 'bundle', Key: { PK: 'a', SK: 'b' } }));
  return Item;
}

/** zod's message for a wrong type, as a bundled handler would answer it. */
export const wrongTypeMessage = (): string | undefined => z.string().safeParse(1).error?.issues[0]?.message;
