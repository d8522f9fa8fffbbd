/**
 * The floor `bench:cold` compares with: the least any API function of ours is — the pinned SDK's
 * DynamoDB document client and a zod-checked input (zod/mini, through shared/kernel/zod.ts like every schema of
 * ours), bundled with the same options and plugin.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/kernel/zod.js';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const key = z.object({ PK: z.string().check(z.minLength(1)), SK: z.string().check(z.minLength(1)) });

/** Reads one item by the key in the event. */
export const handler = async (event: unknown) =>
  ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key.parse(event) }));
