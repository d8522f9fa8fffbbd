import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { TABLE, type TransactItem } from './table.js';
import { getUser, type UserRecord } from './users.js';

// A member's id is the Cognito `sub` of their sign-in, except for invites accepted since invites hold no claim (docs/decisions.md):
// the member (and its id, which projects and links may already name) exists before the Cognito
// user does, so an identity item maps that user's `sub` to the member.

const MAX_CACHED = 1000;
// A `sub` never changes the member it maps to, so a container may remember it (one read per request).
const memberOfSub = new Map<string, string>();

/** The transaction item that maps a new Cognito user's `sub` to the member it signs in as. */
export function identityPut(sub: string, userId: string): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...keys.identity(sub), type: 'identity', sub, userId },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The member a Cognito `sub` was mapped to when its invite was accepted, if any. */
export async function findMemberIdOfIdentity(sub: string): Promise<string | undefined> {
  const cached = memberOfSub.get(sub);
  if (cached) return cached;
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.identity(sub) }));
  const userId = Item?.userId as string | undefined;
  if (!userId) return undefined;
  if (memberOfSub.size >= MAX_CACHED) memberOfSub.delete(memberOfSub.keys().next().value!);
  memberOfSub.set(sub, userId);
  return userId;
}

/** The member a verified token's `sub` signs in as: the user of that id, else the member it maps to. */
export async function getUserOfSub(sub: string): Promise<UserRecord | undefined> {
  const mapped = memberOfSub.get(sub);
  if (mapped) return getUser(mapped);
  const own = await getUser(sub);
  if (own) return own;
  const memberId = await findMemberIdOfIdentity(sub);
  return memberId ? getUser(memberId) : undefined;
}
