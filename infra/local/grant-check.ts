import { bucketDefinitions } from '../identity.js';
import type { Permission } from '../permissions.js';
import { queues, queueUrlEnv, type QueueDef } from '../queues.js';

/**
 * What IAM would say to one SDK call of a function, as pure functions: the call's IAM actions and
 * resources (`iamRequestsOf`), matched against the function's permissions (`firstDenied`). The
 * resources are named as `infra/permissions.ts` names them, so the check reads the same list the stack
 * builds the roles from (docs/decisions.md).
 */

/** The local names of the app's resources: what the handlers' environment calls them. */
export interface ResourceNames {
  region: string;
  table: string;
  buckets: Record<keyof typeof bucketDefinitions, string>;
  /** Each queue's URL, where the environment names it (handlers name only the queues they send to). */
  queues: Partial<Record<QueueDef['name'], string>>;
  userPool: string;
}

/** The resource names of a handler environment (the variables the stack sets on AWS, the runtime locally). */
export function resourceNames(env: Record<string, string | undefined>): ResourceNames {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`The grant check needs ${name} in the handler environment`);
    return value;
  };
  return {
    region: env.AWS_REGION ?? 'us-east-1',
    table: required('TABLE_NAME'),
    buckets: {
      uploads: required(bucketDefinitions.uploads.env),
      documents: required(bucketDefinitions.documents.env),
    },
    queues: Object.fromEntries(
      queues.flatMap((queue) => {
        const url = env[queueUrlEnv(queue.name)];
        return url ? [[queue.name, url]] : [];
      }),
    ),
    userPool: required('USER_POOL_ID'),
  };
}

/** The services whose SDK calls are checked (the module-scope clients of `functions/platform/clients/`). */
export type CheckedService = 'dynamodb' | 's3' | 'sqs' | 'cognito-idp' | 'ses';

/** One thing IAM decides for a call: an action on a resource, named as the permissions name it, and its ARN. */
export interface IamRequest {
  action: string;
  /** `table`, `table/index/GSI1`, `uploads/<key>`, `queue:send-email`, `user-pool`…; anything else is not ours. */
  resource: string;
  arn: string;
}

const ACCOUNT = '000000000000';

type Input = Record<string, unknown>;

// TransactWriteItems is authorised per item, by the item's own action (DynamoDB's IAM reference).
const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

function dynamodbRequests(operation: string, input: Input, names: ResourceNames): IamRequest[] {
  const on = (action: string, tableName: unknown, indexName?: unknown): IamRequest => {
    const table = String(tableName);
    const arn = `arn:aws:dynamodb:${names.region}:${ACCOUNT}:table/${table}${indexName ? `/index/${String(indexName)}` : ''}`;
    const ours = table === names.table ? 'table' : `other-table:${table}`;
    return {
      action: `dynamodb:${action}`,
      resource: indexName ? `${ours}/index/${String(indexName)}` : ours,
      arn,
    };
  };
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const items = (input.TransactItems ?? []) as Record<string, { TableName?: string }>[];
    return items.flatMap((item) =>
      Object.entries(item).map(([kind, part]) => on(TRANSACT_ACTIONS[kind] ?? 'GetItem', part.TableName)),
    );
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem')
    return Object.keys((input.RequestItems ?? {}) as Input).map((table) => on(operation, table));
  return [on(operation, input.TableName, input.IndexName)];
}

// S3 operations authorised by an action of another name (S3's "Required permissions for API operations").
const S3_ACTIONS: Record<string, string> = {
  HeadObject: 'GetObject',
  CopyObject: 'PutObject',
  CreateMultipartUpload: 'PutObject',
  UploadPart: 'PutObject',
  CompleteMultipartUpload: 'PutObject',
  DeleteObjects: 'DeleteObject',
  ListObjects: 'ListBucket',
  ListObjectsV2: 'ListBucket',
  HeadBucket: 'ListBucket',
};

function s3Request(
  action: string,
  bucket: string,
  key: string | undefined,
  names: ResourceNames,
): IamRequest {
  const ours = (Object.keys(names.buckets) as (keyof ResourceNames['buckets'])[]).find(
    (name) => names.buckets[name] === bucket,
  );
  const base = ours ?? `other-bucket:${bucket}`;
  return {
    action: `s3:${action}`,
    resource: key === undefined ? base : `${base}/${key}`,
    arn: `arn:aws:s3:::${bucket}${key === undefined ? '' : `/${key}`}`,
  };
}

function s3Requests(operation: string, input: Input, names: ResourceNames): IamRequest[] {
  const action = S3_ACTIONS[operation] ?? operation;
  const bucket = String(input.Bucket);
  const key = input.Key === undefined ? undefined : String(input.Key);
  if (operation === 'DeleteObjects') {
    const objects = ((input.Delete as { Objects?: { Key?: string }[] } | undefined)?.Objects ?? []).map(
      (object) => s3Request(action, bucket, String(object.Key), names),
    );
    return objects;
  }
  const requests = [s3Request(action, bucket, key, names)];
  if (operation === 'CopyObject') {
    // The copy also reads its source: `bucket/key`, URL-encoded, perhaps with a leading slash.
    const [sourceBucket, ...sourceKey] = decodeURIComponent(String(input.CopySource))
      .replace(/^\//, '')
      .split('/');
    requests.push(s3Request('GetObject', sourceBucket, sourceKey.join('/'), names));
  }
  return requests;
}

function sqsRequests(operation: string, input: Input, names: ResourceNames): IamRequest[] {
  const url = typeof input.QueueUrl === 'string' ? input.QueueUrl : undefined;
  const queueName = url ? url.split('/').pop()! : String(input.QueueName);
  const ours = (Object.keys(names.queues) as QueueDef['name'][]).find((name) =>
    url ? names.queues[name] === url : names.queues[name]?.split('/').pop() === queueName,
  );
  return [
    {
      // SendMessageBatch is authorised as sqs:SendMessage (SQS has no batch actions in IAM).
      action: `sqs:${operation === 'SendMessageBatch' ? 'SendMessage' : operation}`,
      resource: ours ? `queue:${ours}` : `other-queue:${queueName}`,
      arn: `arn:aws:sqs:${names.region}:${ACCOUNT}:${queueName}`,
    },
  ];
}

// User-pool operations Cognito authorises with a token or not at all (its "public" and "token-authorized"
// models): IAM is never asked, so no grant is needed; every other one, Admin… above all, is IAM-authorized.
const COGNITO_WITHOUT_IAM = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GlobalSignOut',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUser',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

function cognitoRequests(operation: string, input: Input, names: ResourceNames): IamRequest[] {
  if (COGNITO_WITHOUT_IAM.has(operation)) return [];
  const pool = String(input.UserPoolId);
  return [
    {
      action: `cognito-idp:${operation}`,
      resource: pool === names.userPool ? 'user-pool' : `other-user-pool:${pool}`,
      arn: `arn:aws:cognito-idp:${names.region}:${ACCOUNT}:userpool/${pool}`,
    },
  ];
}

/** The IAM requests of one SDK call (`operation`: the command's name without `Command`). */
export function iamRequestsOf(
  service: CheckedService,
  operation: string,
  input: Input,
  names: ResourceNames,
): IamRequest[] {
  switch (service) {
    case 'dynamodb':
      return dynamodbRequests(operation, input, names);
    case 's3':
      return s3Requests(operation, input, names);
    case 'sqs':
      return sqsRequests(operation, input, names);
    case 'cognito-idp':
      return cognitoRequests(operation, input, names);
    case 'ses':
      // Sending is authorised on the sending identity; the one grant of it is on any resource.
      return [
        {
          action: `ses:${operation}`,
          resource: 'identity',
          arn: `arn:aws:ses:${names.region}:${ACCOUNT}:identity/*`,
        },
      ];
  }
}

const patterns = new Map<string, RegExp>();

/** IAM's wildcard match: `*` any run of characters, `?` one; actions ignore case, resources do not. */
function matches(pattern: string, value: string, ignoreCase: boolean): boolean {
  const key = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let compiled = patterns.get(key);
  if (!compiled) {
    const source = pattern
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    compiled = new RegExp(`^${source}$`, ignoreCase ? 'i' : '');
    patterns.set(key, compiled);
  }
  return compiled.test(value);
}

/** Whether some permission allows the request (identity policies only: nothing here denies). */
export function isAllowed(permissions: readonly Permission[], request: IamRequest): boolean {
  return permissions.some(
    (permission) =>
      permission.actions.some((action) => matches(action, request.action, true)) &&
      permission.resources.some((resource) => matches(resource, request.resource, false)),
  );
}

/** The first request the permissions do not allow, if any. */
export function firstDenied(
  permissions: readonly Permission[],
  requests: readonly IamRequest[],
): IamRequest | undefined {
  return requests.find((request) => !isAllowed(permissions, request));
}
