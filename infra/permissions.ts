import type { QueueDef } from './queues.js';
import type { Access } from './routes.js';

/**
 * What every access value allows in IAM terms, as plain data: the CDK stack builds each role's policy
 * from it (`constructs/api-function.ts`) and the local runtime checks every SDK call against it
 * (`local/grants.ts`), so a grant missing from a row fails locally as it does on AWS (docs/decisions.md).
 */

/**
 * One of the app's resources an IAM statement names, with the ARN path after it where IAM needs one:
 * `table` and its indexes, a bucket and its objects (`uploads/*`), a queue, the user pool, or any
 * resource (`*`, for SES, whose identities are not ours to name).
 */
export type AppResource =
  | 'table'
  | 'table/index/*'
  | 'uploads'
  | 'uploads/*'
  | 'documents'
  | 'documents/*'
  | 'user-pool'
  | `queue:${QueueDef['name']}`
  | '*';

/** One IAM statement: these actions (IAM's spelling, `*` matching any run of characters) on these resources. */
export interface Permission {
  actions: readonly string[];
  resources: readonly AppResource[];
}

/**
 * The Cognito admin calls our code makes (`functions/accounts/service/identity.ts`); `cognito:admin` grants these
 * and nothing else. A new `Admin…Command` in `functions/` must be added here (a test checks it).
 */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

// The action lists CDK's grantReadData / grantWriteData (TableV2), grantRead / grantPut / grantDelete
// (Bucket) and grantSendMessages (Queue) give, written out so one list serves the stack and the local check.
const TABLE = ['table', 'table/index/*'] as const;
const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
];
const TABLE_WRITE = [
  'dynamodb:BatchWriteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:DescribeTable',
];
const BUCKET_READ = ['s3:GetObject*', 's3:GetBucket*', 's3:List*'];
const BUCKET_WRITE = [
  's3:PutObject',
  's3:PutObjectLegalHold',
  's3:PutObjectRetention',
  's3:PutObjectTagging',
  's3:PutObjectVersionTagging',
  's3:Abort*',
  's3:DeleteObject*',
];
const QUEUE_SEND = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];

type QueueAccess = Extract<Access, `queue:${string}`>;

function isQueueAccess(access: Access): access is QueueAccess {
  return access.startsWith('queue:');
}

/** What one access value allows; `undefined` when IAM has nothing to grant for it. */
export function permissionOf(access: Access): Permission | undefined {
  if (isQueueAccess(access)) return { actions: QUEUE_SEND, resources: [access] };
  switch (access) {
    case 'table:read':
      return { actions: TABLE_READ, resources: TABLE };
    case 'table:write':
      return { actions: TABLE_WRITE, resources: TABLE };
    case 'cognito:auth':
      // InitiateAuth, refresh and revoke are unauthenticated Cognito calls (IAM is not asked); they need the
      // app client's secret, which only these functions may read.
      return { actions: ['cognito-idp:DescribeUserPoolClient'], resources: ['user-pool'] };
    case 'cognito:admin':
      return { actions: COGNITO_ADMIN_ACTIONS, resources: ['user-pool'] };
    case 'uploads:read':
      return { actions: BUCKET_READ, resources: ['uploads', 'uploads/*'] };
    case 'uploads:write':
      return { actions: BUCKET_WRITE, resources: ['uploads/*'] };
    case 'documents:read':
      return { actions: BUCKET_READ, resources: ['documents', 'documents/*'] };
    case 'documents:write':
      return { actions: BUCKET_WRITE, resources: ['documents/*'] };
    case 'ses:send-email':
      return { actions: ['ses:SendEmail'], resources: ['*'] };
    default: {
      const unknown: never = access;
      throw new Error(`No permission defined for access '${String(unknown)}'`);
    }
  }
}

/** Every permission of an access list, each access once. */
export function permissionsOf(access: readonly Access[]): Permission[] {
  return [...new Set(access)]
    .sort()
    .map(permissionOf)
    .filter((permission): permission is Permission => permission !== undefined);
}
