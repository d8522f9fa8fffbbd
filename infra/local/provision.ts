/**
 * Creates the table, buckets, queues and user pool on the local stand-ins from the same definitions
 * the CDK stack uses (infra/table.ts, identity.ts, queues.ts). Idempotent: run on every start, it
 * keeps what already exists in the persisted data directory.
 *
 * Cognito on cognito-local 5.3.0, pool with UsernameAttributes ['email'] (= CDK signInAliases email),
 * checked call by call. Pass Username = the email, lower-cased by the API: sign-in is case-sensitive
 * on both (CDK signInCaseSensitive defaults to true; cognito-local compares exactly). Both generate a
 * UUID username (= sub), which is what tokens carry in `username` / `cognito:username`.
 * Work with Username = email:
 *   AdminCreateUser (UserAttributes email + email_verified 'true', MessageAction SUPPRESS),
 *   AdminSetUserPassword Permanent true (user becomes CONFIRMED) — the path to use, because
 *   SignUp (+ AdminConfirmSignUp) works locally but AWS refuses it: the pool allows admin-created
 *   users only (AllowAdminCreateUserOnly, which cognito-local ignores);
 *   InitiateAuth USER_PASSWORD_AUTH (USERNAME = email) and REFRESH_TOKEN_AUTH, ChangePassword,
 *   AdminAddUserToGroup / AdminRemoveUserFromGroup (groups appear in `cognito:groups` of both tokens),
 *   AdminGetUser, AdminDeleteUser, AdminDisableUser / AdminEnableUser, ListUsers (Filter email = "…"),
 *   AdminUpdateUserAttributes (must include `email` itself when setting email_verified).
 * Differences from AWS to code around:
 *   - AdminListGroupsForUser returns [] for Username = email: pass the sub (valid on AWS too).
 *   - A disabled user can still sign in locally: the API must refuse disabled users itself.
 *   - The password policy is not enforced (SignUp accepts 'short'): validate length ≥ 8 in the API.
 *   - Wrong password → InvalidPasswordException (AWS: NotAuthorizedException); unknown user →
 *     NotAuthorizedException on both (PreventUserExistenceErrors).
 *   - Unsupported: AdminResetUserPassword, AdminUserGlobalSignOut, GlobalSignOut, SRP.
 *   - CreateGroup for an existing group succeeds (AWS: GroupExistsException); GetGroup answers 500
 *     while the pool has no group at all (ResourceNotFoundException once one exists).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { bucketDefinitions, userPoolDefinition } from '../identity.js';
import { MAX_RECEIVE_COUNT, queues, visibilityTimeout, type QueueDef } from '../queues.js';
import { keyAttributes, tableDefinition } from '../table.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION, type StandIns } from './stand-ins.js';

/** The name of a queue from `infra/queues.ts`. */
export type QueueName = QueueDef['name'];

/** Names, URLs and ids of everything provisioned, for the local runtime's configuration. */
export interface Provisioned {
  tableName: string;
  uploadsBucket: string;
  documentsBucket: string;
  queueUrls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  userPoolId: string;
  userPoolClientId: string;
  /** `iss` of the tokens: cognito-local builds it from its HOST/PORT (not its front door's). */
  issuer: string;
  /** Served by cognito-local for any pool id (its openid-configuration wrongly says port 9229). */
  jwksUri: string;
}

const PREFIX = 'ridgeline';

/** Ensures every resource exists on the stand-ins and returns how to reach them. */
export async function provision(
  { endpoints, cognitoIssuerBase }: Pick<StandIns, 'endpoints' | 'cognitoIssuerBase'>,
  opts: { dataDir: string; appOrigin: string; log?: (l: string) => void },
): Promise<Provisioned> {
  const log = opts.log ?? (() => {});
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  const s3 = new S3Client({
    ...common,
    endpoint: endpoints.s3,
    forcePathStyle: true,
    // Otherwise s3rver stores aws-chunked framing in the object bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sqs = new SQSClient({ ...common, endpoint: endpoints.sqs });
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito });
  try {
    const [tableName, buckets, queueSet, pool] = await Promise.all([
      ensureTable(dynamodb, PREFIX, log),
      ensureBuckets(s3, opts.appOrigin, log),
      ensureQueues(sqs, log),
      ensureUserPool(cognito, path.join(path.resolve(opts.dataDir), 'runtime.json'), log),
    ]);
    return {
      tableName,
      uploadsBucket: buckets.uploads,
      documentsBucket: buckets.documents,
      ...queueSet,
      ...pool,
      issuer: `${cognitoIssuerBase}/${pool.userPoolId}`,
      jwksUri: `${cognitoIssuerBase}/${pool.userPoolId}/.well-known/jwks.json`,
    };
  } finally {
    for (const client of [dynamodb, s3, sqs, cognito]) client.destroy();
  }
}

async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  log: (l: string) => void,
): Promise<string> {
  const S = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  const gsis: GlobalSecondaryIndex[] = tableDefinition.globalIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    // TableV2's default projection.
    Projection: { ProjectionType: 'ALL' },
  }));
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .catch(notFound('ResourceNotFoundException'));
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes().map(S),
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: gsis,
      }),
    );
    log(`created table ${tableName}`);
  } else {
    // Persisted data from before an index was added to infra/table.ts: add it, keep the items.
    const present = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const gsi of gsis.filter((index) => !present.has(index.IndexName))) {
      const keys = gsi.KeySchema!.map((key) => key.AttributeName!);
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: keys.map(S),
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      );
      log(`added index ${gsi.IndexName} to ${tableName}`);
    }
  }
  // UpdateTimeToLive fails when TTL is already on, so look first.
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
  }
  return tableName;
}

async function ensureBuckets(
  client: S3Client,
  appOrigin: string,
  log: (l: string) => void,
): Promise<Record<keyof typeof bucketDefinitions, string>> {
  const names = {} as Record<keyof typeof bucketDefinitions, string>;
  for (const [key, def] of Object.entries(bucketDefinitions) as [
    keyof typeof bucketDefinitions,
    (typeof bucketDefinitions)[keyof typeof bucketDefinitions],
  ][]) {
    const Bucket = `${PREFIX}-${key}`;
    names[key] = Bucket;
    const exists = await client.send(new HeadBucketCommand({ Bucket })).then(
      () => true,
      (err: { $metadata?: { httpStatusCode?: number } }) => {
        if (err.$metadata?.httpStatusCode === 404) return false;
        throw err;
      },
    );
    if (!exists) {
      await client.send(new CreateBucketCommand({ Bucket }));
      log(`created bucket ${Bucket}`);
    }
    // Written every time: the app origin (its port) may differ from the last run.
    if (def.cors) {
      await client.send(
        new PutBucketCorsCommand({
          Bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: [appOrigin],
                AllowedMethods: ['GET', 'PUT', 'HEAD', 'POST'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag'],
                MaxAgeSeconds: 3600,
              },
            ],
          },
        }),
      );
    }
  }
  return names;
}

/** local-aws-sqs keeps queues in memory only, so they are created on every start. */
async function ensureQueues(
  client: SQSClient,
  log: (l: string) => void,
): Promise<Pick<Provisioned, 'queueUrls' | 'dlqUrls'>> {
  const queueUrls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  await Promise.all(
    queues.map(async (def) => {
      const dlq = await client.send(
        new CreateQueueCommand({
          QueueName: `${PREFIX}-${def.name}-dlq`,
          Attributes: { MessageRetentionPeriod: String(14 * 24 * 3600) },
        }),
      );
      const { Attributes } = await client.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
      );
      const queue = await client.send(
        new CreateQueueCommand({
          QueueName: `${PREFIX}-${def.name}`,
          Attributes: {
            VisibilityTimeout: String(visibilityTimeout(def)),
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: Attributes!.QueueArn,
              maxReceiveCount: MAX_RECEIVE_COUNT,
            }),
          },
        }),
      );
      queueUrls[def.name] = queue.QueueUrl!;
      dlqUrls[def.name] = dlq.QueueUrl!;
    }),
  );
  log(`created ${queues.length} queues with dead-letter queues`);
  return { queueUrls, dlqUrls };
}

/** Reuses the pool recorded in runtime.json while cognito-local still has it; otherwise creates one. */
async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  runtimeFile: string,
  log: (l: string) => void,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const runtime = (existsSync(runtimeFile) ? JSON.parse(readFileSync(runtimeFile, 'utf8')) : {}) as Record<
    string,
    unknown
  >;
  let userPoolId = typeof runtime.userPoolId === 'string' ? runtime.userPoolId : undefined;
  let userPoolClientId = typeof runtime.userPoolClientId === 'string' ? runtime.userPoolClientId : undefined;

  const missing = notFound('ResourceNotFoundException');
  const poolExists =
    userPoolId && (await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId })).catch(missing));
  const described =
    poolExists &&
    userPoolClientId &&
    (await client
      .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }))
      .catch(missing));
  // A client made before it had a secret is replaced (its users and their passwords stay).
  const clientExists = described && !!described.UserPoolClient?.ClientSecret;
  if (described && !clientExists)
    await client.send(
      new DeleteUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }),
    );

  if (!poolExists) {
    const policy = userPoolDefinition.passwordPolicy;
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: PREFIX,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: true },
        // As in the CDK stack: only the signup Lambda creates users (admin APIs).
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: policy.minLength,
            RequireLowercase: policy.requireLowercase,
            RequireUppercase: policy.requireUppercase,
            RequireNumbers: policy.requireDigits,
            RequireSymbols: policy.requireSymbols,
          },
        },
        Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
      }),
    );
    userPoolId = UserPool!.Id!;
    log(`created user pool ${userPoolId}`);
  }
  if (!clientExists) {
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'api',
        // As in the CDK stack: only our Lambdas know the secret, so nobody signs in around our API.
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        PreventUserExistenceErrors: 'ENABLED',
        AccessTokenValidity: userPoolDefinition.accessTokenMinutes,
        IdTokenValidity: userPoolDefinition.accessTokenMinutes,
        RefreshTokenValidity: userPoolDefinition.refreshTokenDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    userPoolClientId = UserPoolClient!.ClientId!;
  }
  // ListGroups, not GetGroup: cognito-local answers GetGroup with a 500 while a pool has no group.
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const existing = new Set((Groups ?? []).map((group) => group.GroupName));
  for (const GroupName of userPoolDefinition.groups.filter((group) => !existing.has(group))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  }
  // Keep whatever else the runtime records in the file.
  mkdirSync(path.dirname(runtimeFile), { recursive: true });
  writeFileSync(runtimeFile, `${JSON.stringify({ ...runtime, userPoolId, userPoolClientId }, null, 2)}\n`);
  return { userPoolId: userPoolId!, userPoolClientId: userPoolClientId! };
}

/** A catch handler that turns the named "does not exist" error into undefined and rethrows the rest. */
function notFound(name: string) {
  return (err: unknown): undefined => {
    if ((err as { name?: string }).name === name) return undefined;
    throw err;
  };
}
