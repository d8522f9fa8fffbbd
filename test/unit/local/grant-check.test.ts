import {
  AccessDeniedException as CognitoAccessDenied,
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SendMessageCommand, SQSClient, SQSServiceException } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '../../../infra/permissions.js';
import type { Access } from '../../../infra/routes.js';
import { firstDenied, iamRequestsOf, resourceNames } from '../../../infra/local/grant-check.js';
import {
  checkGrantsOn,
  grantState,
  reduceGrants,
  restoreGrants,
  withGrants,
} from '../../../infra/local/grants.js';

// The local stand-in for the functions' IAM roles (docs/decisions.md, "Grants checked locally"): each SDK
// call of a handler is checked against its row's grants and refused the way AWS refuses it.

const names = resourceNames(process.env);
const env = process.env as Record<string, string>;

/** Whether the permissions of `access` allow one SDK call. */
function allows(access: Access[], service: Parameters<typeof iamRequestsOf>[0], op: string, input: object) {
  return firstDenied(permissionsOf(access), iamRequestsOf(service, op, input as never, names)) === undefined;
}

describe('the grant check', () => {
  it('a read grant allows GetItem and Query (on an index too), refuses PutItem and a transaction’s Put', () => {
    const table = env.TABLE_NAME;
    expect(allows(['table:read'], 'dynamodb', 'GetItem', { TableName: table })).toBe(true);
    expect(allows(['table:read'], 'dynamodb', 'Query', { TableName: table, IndexName: 'GSI1' })).toBe(true);
    expect(allows(['table:read'], 'dynamodb', 'PutItem', { TableName: table })).toBe(false);
    const transaction = (kind: string) => ({ TransactItems: [{ [kind]: { TableName: table } }] });
    expect(allows(['table:read'], 'dynamodb', 'TransactWriteItems', transaction('Put'))).toBe(false);
    expect(allows(['table:read'], 'dynamodb', 'TransactWriteItems', transaction('ConditionCheck'))).toBe(
      true,
    );
    expect(
      allows(['table:read', 'table:write'], 'dynamodb', 'TransactWriteItems', transaction('Update')),
    ).toBe(true);
    // Another table is not ours, whatever the grant.
    expect(allows(['table:read'], 'dynamodb', 'GetItem', { TableName: 'someone-else' })).toBe(false);
  });

  it('a bucket granted `:r` may be read, not written; the other bucket not at all', () => {
    const uploads = { Bucket: env.UPLOADS_BUCKET, Key: 'accounts/a/logo.png' };
    expect(allows(['uploads:read'], 's3', 'GetObject', uploads)).toBe(true);
    expect(allows(['uploads:read'], 's3', 'HeadObject', uploads)).toBe(true);
    expect(allows(['uploads:read'], 's3', 'PutObject', uploads)).toBe(false);
    expect(allows(['uploads:write'], 's3', 'PutObject', uploads)).toBe(true);
    expect(allows(['uploads:read'], 's3', 'GetObject', { ...uploads, Bucket: env.DOCUMENTS_BUCKET })).toBe(
      false,
    );
    // A copy reads its source too.
    const copy = { Bucket: env.DOCUMENTS_BUCKET, Key: 'b', CopySource: `${env.UPLOADS_BUCKET}/a` };
    expect(allows(['documents:write'], 's3', 'CopyObject', copy)).toBe(false);
    expect(allows(['documents:write', 'uploads:read'], 's3', 'CopyObject', copy)).toBe(true);
  });

  it('a queue grant sends to that queue only', () => {
    const mail = { QueueUrl: env.QUEUE_URL_SEND_EMAIL };
    expect(allows(['table:read', 'table:write'], 'sqs', 'SendMessage', mail)).toBe(false);
    expect(allows(['queue:send-email'], 'sqs', 'SendMessage', mail)).toBe(true);
    expect(allows(['queue:send-email'], 'sqs', 'SendMessageBatch', mail)).toBe(true);
    expect(allows(['queue:send-email'], 'sqs', 'SendMessage', { QueueUrl: env.QUEUE_URL_MEASURE_ROOF })).toBe(
      false,
    );
  });

  it('Cognito admin calls need cognito:admin on our pool; sign-in calls need no grant, as in IAM', () => {
    const pool = { UserPoolId: env.USER_POOL_ID };
    expect(allows([], 'cognito-idp', 'AdminCreateUser', pool)).toBe(false);
    expect(allows(['cognito:admin'], 'cognito-idp', 'AdminCreateUser', pool)).toBe(true);
    expect(allows(['cognito:admin'], 'cognito-idp', 'AdminGetUser', pool)).toBe(false);
    expect(allows([], 'cognito-idp', 'InitiateAuth', {})).toBe(true);
    expect(allows([], 'ses', 'SendEmail', {})).toBe(false);
    expect(allows(['ses:send-email'], 'ses', 'SendEmail', {})).toBe(true);
  });
});

const offline = { region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } };
const endpoint = 'http://127.0.0.1:1';

/** Answers every call that passes the check with an empty output, so nothing leaves the process. */
function answeredLocally<C extends { middlewareStack: { add(...args: never[]): void } }>(client: C): C {
  const answer = () => async () => ({ output: { $metadata: {} }, response: {} });
  (client.middlewareStack.add as (mw: unknown, options: object) => void)(answer, {
    step: 'build',
    name: 'answeredLocally',
  });
  return client;
}

const underGrants = <T>(access: Access[], run: () => Promise<T>) =>
  withGrants({ handler: 'billing/api/payments/create-checkout', access }, run);

describe('the SDK clients under the check', () => {
  let warned: string[] = [];
  beforeEach(() => {
    warned = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
  });
  afterEach(() => {
    restoreGrants();
    vi.restoreAllMocks();
  });

  it('DynamoDB: a PutItem under a read grant fails as AccessDeniedException (400); a GetItem passes', async () => {
    const base = answeredLocally(new DynamoDBClient({ ...offline, endpoint }));
    checkGrantsOn(base, 'dynamodb', names);
    const ddb = DynamoDBDocumentClient.from(base);
    const before = grantState().denied.length;
    const put = underGrants(['table:read'], () =>
      ddb.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { PK: 'a', SK: 'b' } })),
    );
    const error = await put.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DynamoDBServiceException);
    expect(error).toMatchObject({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    });
    expect((error as Error).message).toMatch(
      /^User: arn:aws:sts::000000000000:assumed-role\/.+ is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/test-table because no identity-based policy allows the dynamodb:PutItem action$/,
    );
    await expect(
      underGrants(['table:read'], () =>
        ddb.send(new GetCommand({ TableName: env.TABLE_NAME, Key: { PK: 'a' } })),
      ),
    ).resolves.toBeDefined();
    await expect(
      underGrants(['table:read'], () =>
        ddb.send(
          new TransactWriteCommand({
            TransactItems: [{ Put: { TableName: env.TABLE_NAME, Item: { PK: 'a', SK: 'b' } } }],
          }),
        ),
      ),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    // Each refusal is logged with the handler, the action and the resource, and kept for GET /__grants.
    expect(warned[0]).toMatch(
      /^\[grants\] billing\/api\/payments\/create-checkout: dynamodb:PutItem on arn:/,
    );
    const refusal = {
      handler: 'billing/api/payments/create-checkout',
      action: 'dynamodb:PutItem',
      resource: 'table',
      reduced: false,
    };
    expect(grantState().denied.slice(before)).toEqual([refusal, refusal]);
    // Outside an invocation (seeding, tests calling services directly) nothing is checked.
    await expect(
      ddb.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { PK: 'a', SK: 'b' } })),
    ).resolves.toBeDefined();
  });

  it('S3: a PutObject to a bucket granted `:r` fails as AccessDenied (403); so does presigning a GET of the other bucket', async () => {
    const s3 = answeredLocally(new S3Client({ ...offline, endpoint, forcePathStyle: true }));
    checkGrantsOn(s3, 's3', names);
    const put = underGrants(['uploads:read'], () =>
      s3.send(new PutObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: 'k', Body: 'x' })),
    );
    const error = await put.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect(error).toMatchObject({
      name: 'AccessDenied',
      Code: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect((error as Error).message).toContain('s3:PutObject on resource: "arn:aws:s3:::test-uploads/k"');
    // Presigning sends nothing: this client has no local answer.
    const signer = new S3Client({ ...offline, endpoint, forcePathStyle: true });
    checkGrantsOn(signer, 's3', names);
    const presign = (bucket: string) =>
      underGrants(['uploads:read'], () =>
        getSignedUrl(signer, new GetObjectCommand({ Bucket: bucket, Key: 'k' })),
      );
    await expect(presign(env.UPLOADS_BUCKET)).resolves.toContain('/test-uploads/k');
    await expect(presign(env.DOCUMENTS_BUCKET)).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('SQS: a SendMessage to a queue not granted fails as AccessDenied, the query code the SDK reads', async () => {
    // md5: false, as the local answer has no message to check.
    const sqs = answeredLocally(new SQSClient({ ...offline, endpoint, md5: false }));
    checkGrantsOn(sqs, 'sqs', names);
    const send = (queueUrl: string) =>
      underGrants(['table:read', 'queue:measure-roof'], () =>
        sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{}' })),
      );
    const error = await send(env.QUEUE_URL_SEND_EMAIL).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SQSServiceException);
    expect(error).toMatchObject({ name: 'AccessDenied', Code: 'AccessDenied', Type: 'Sender' });
    expect((error as Error).message).toContain(
      'sqs:sendmessage on resource: arn:aws:sqs:us-east-1:000000000000:',
    );
    await expect(send(env.QUEUE_URL_MEASURE_ROOF)).resolves.toBeDefined();
  });

  it('Cognito admin calls and SES sends fail as AccessDeniedException without their grant', async () => {
    const cognito = answeredLocally(new CognitoIdentityProviderClient({ ...offline, endpoint }));
    checkGrantsOn(cognito, 'cognito-idp', names);
    const create = underGrants(['table:read', 'cognito:auth'], () =>
      cognito.send(new AdminCreateUserCommand({ UserPoolId: env.USER_POOL_ID, Username: 'a@example.com' })),
    );
    await expect(create).rejects.toBeInstanceOf(CognitoAccessDenied);
    await expect(
      underGrants([], () =>
        cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c' })),
      ),
    ).resolves.toBeDefined();
    const ses = answeredLocally(new SESv2Client({ ...offline, endpoint }));
    checkGrantsOn(ses, 'ses', names);
    await expect(
      underGrants(['queue:send-email'], () => ses.send(new SendEmailCommand({ Content: {} }))),
    ).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
  });

  it('a test may take grants away from a handler, never add one', async () => {
    const handler = 'billing/api/payments/create-checkout';
    expect(() => reduceGrants(handler, ['uploads:write'])).toThrow(/only takes grants away/);
    expect(() => reduceGrants('nowhere/api/x', [])).toThrow(/No route, queue or schedule/);
    const before = grantState().denied.length;
    reduceGrants(handler, ['table:read']);
    expect(grantState().reduced).toEqual({ [handler]: ['table:read'] });
    const base = answeredLocally(new DynamoDBClient({ ...offline, endpoint }));
    checkGrantsOn(base, 'dynamodb', names);
    const ddb = DynamoDBDocumentClient.from(base);
    const put = () =>
      withGrants({ handler, access: ['table:read', 'table:write'] }, () =>
        ddb.send(new PutCommand({ TableName: env.TABLE_NAME, Item: { PK: 'a', SK: 'b' } })),
      );
    await expect(put()).rejects.toMatchObject({ name: 'AccessDeniedException' });
    restoreGrants();
    await expect(put()).resolves.toBeDefined();
    // The refusal stays on record, marked as one a test asked for.
    expect(grantState().reduced).toEqual({});
    expect(grantState().denied.slice(before)).toEqual([
      { handler, action: 'dynamodb:PutItem', resource: 'table', reduced: true },
    ]);
  });
});
