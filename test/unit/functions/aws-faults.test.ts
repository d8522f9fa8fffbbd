import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  TooManyRequestsException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, NoSuchKey, NotFound, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putIfAbsent, transactWrite } from '../../../functions/platform/data/table.js';
import { stagedLogo } from '../../../functions/accounts/data/logos.js';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../../functions/platform/errors.js';
import {
  changeOwnPassword,
  createInvitedIdentity,
  CURRENT_PASSWORD_WRONG,
} from '../../../functions/accounts/service/identity.js';
import { publicRoute } from '../../../functions/platform/route.js';
import { created } from '../../../functions/platform/respond.js';
import { httpEvent, lambdaContext } from '../../support/lambda-event.js';

// Each AWS service's faults as the platform maps them, with the SDK clients mocked: no stand-in,
// no retries, milliseconds per case. The stand-ins cannot produce most of these on demand.

const $metadata = {};
const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const s3 = mockClient(S3Client);

afterEach(() => {
  ddb.reset();
  cognito.reset();
  s3.reset();
});

/** A transaction another write collided with: nothing written, DynamoDB asks for a retry. */
function collided(): TransactionCanceledException {
  return new TransactionCanceledException({
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
    $metadata,
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });
}

/** A throttling error as the SDK raises it once its retries are spent. */
function throttled(): ProvisionedThroughputExceededException {
  return new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata,
  });
}

describe('DynamoDB faults', () => {
  it('a conditional put that finds an item answers false; it wrote once, conditionally', async () => {
    ddb
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata }));
    expect(await putIfAbsent({ PK: 'A#1', SK: 'X' })).toBe(false);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)[0].args[0].input.ConditionExpression).toBe(
      'attribute_not_exists(PK)',
    );
  });

  it('a conditional put that is throttled fails: never mistaken for "already there"', async () => {
    ddb.on(PutCommand).rejects(throttled());
    await expect(putIfAbsent({ PK: 'A#1', SK: 'X' })).rejects.toBeInstanceOf(
      ProvisionedThroughputExceededException,
    );
  });

  it('a cancelled transaction becomes the error its reasons are translated to', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata,
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    const seen: string[][] = [];
    const refused = (reasons: string[]) => {
      seen.push(reasons);
      return reasons[1] === 'ConditionalCheckFailed' ? new ConflictError('Stale') : undefined;
    };
    await expect(transactWrite([], refused)).rejects.toThrow(new ConflictError('Stale'));
    expect(seen).toEqual([['None', 'ConditionalCheckFailed']]);
  });

  it('a transaction cancelled by a collision is tried again, and written by the next try', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(collided()).rejectsOnce(collided()).resolves({});
    await transactWrite([]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('a collision that lasts fails after four tries with the cancellation; a failed condition is never retried', async () => {
    const cancelled = collided();
    ddb.on(TransactWriteCommand).rejects(cancelled);
    await expect(transactWrite([])).rejects.toBe(cancelled);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(4);
    ddb.reset();
    const stale = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata,
      CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'ConditionalCheckFailed' }],
    });
    ddb.on(TransactWriteCommand).rejects(stale);
    await expect(transactWrite([])).rejects.toBe(stale);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('a cancelled transaction with no translation, and a throttled one, fail as they are', async () => {
    const cancelled = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata,
      CancellationReasons: [{ Code: 'ValidationError' }],
    });
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled).rejectsOnce(throttled());
    await expect(transactWrite([], () => undefined)).rejects.toBe(cancelled);
    await expect(transactWrite([], () => new ConflictError())).rejects.toBeInstanceOf(
      ProvisionedThroughputExceededException,
    );
  });

  it('a throttled write behind a route is a 500 that says nothing about the cause', async () => {
    ddb.on(PutCommand).rejects(throttled());
    const handler = publicRoute({}, async () => created({ stored: await putIfAbsent({ PK: 'A#1' }) }));
    const result = await handler(httpEvent({ routeKey: 'POST /api/things' }), lambdaContext());
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({
      detail: 'Something went wrong on our side. Please try again.',
    });
    expect(result.body).not.toMatch(/throughput|Provisioned/i);
  });
});

describe('Cognito faults', () => {
  // The current password is checked by a sign-in, which first reads the app client's secret.
  beforeEach(() => {
    cognito.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: { ClientSecret: 'client-secret' } });
  });

  it.each([
    [
      'NotAuthorizedException (AWS)',
      new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata }),
    ],
    [
      'InvalidPasswordException (cognito-local)',
      new InvalidPasswordException({ message: 'Invalid password', $metadata }),
    ],
  ])('a wrong current password, %s, is a 400 on current_password', async (_name, error) => {
    cognito.on(InitiateAuthCommand).rejects(error);
    const refused = await changeOwnPassword('roofer@example.com', 'Wrong-2026', 'Ridge-line-2027').catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused).toMatchObject({
      statusCode: 400,
      message: CURRENT_PASSWORD_WRONG,
      errors: [{ path: 'current_password', message: CURRENT_PASSWORD_WRONG }],
      // The checking sign-in's "wrong password", which carries Cognito's own error.
      cause: { cause: error },
    });
  });

  it.each([
    ['LimitExceededException', new LimitExceededException({ message: 'Attempt limit exceeded', $metadata })],
    ['TooManyRequestsException', new TooManyRequestsException({ message: 'Too many requests', $metadata })],
  ])('%s on a password change is a 429', async (_name, error) => {
    cognito.on(InitiateAuthCommand).rejects(error);
    const refused = await changeOwnPassword('roofer@example.com', 'Old-2026', 'Ridge-line-2027').catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({ statusCode: 429, cause: error });
  });

  it('any other Cognito failure on a password change is not dressed up as a user error', async () => {
    const error = Object.assign(new Error('Internal error'), { name: 'InternalErrorException' });
    cognito.on(InitiateAuthCommand).rejects(error);
    await expect(changeOwnPassword('roofer@example.com', 'Old-2026', 'Ridge-line-2027')).rejects.toBe(error);
  });

  it('inviting an address Cognito already holds is a 409; other failures pass through', async () => {
    cognito
      .onAnyCommand()
      .rejectsOnce(new UsernameExistsException({ message: 'User account already exists', $metadata }))
      .rejectsOnce(throttled());
    const conflict = await createInvitedIdentity('taken@example.com').catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({
      statusCode: 409,
      message: 'An account with this email already exists.',
    });
    await expect(createInvitedIdentity('other@example.com')).rejects.toBeInstanceOf(
      ProvisionedThroughputExceededException,
    );
  });
});

describe('S3 faults', () => {
  it.each([
    ['NotFound (HEAD)', new NotFound({ message: 'Not Found', $metadata })],
    ['NoSuchKey', new NoSuchKey({ message: 'The specified key does not exist.', $metadata })],
  ])('a staged logo that is not there, %s, is "nothing uploaded"', async (_name, error) => {
    s3.on(HeadObjectCommand).rejects(error);
    expect(await stagedLogo('staging/acc/logo')).toBeUndefined();
  });

  it.each(['AccessDenied', 'SlowDown'])(
    '%s on the staged logo fails: never read as "nothing uploaded"',
    async (name) => {
      const error = new S3ServiceException({ name, $fault: 'client', message: name, $metadata });
      s3.on(HeadObjectCommand).rejects(error);
      await expect(stagedLogo('staging/acc/logo')).rejects.toBe(error);
    },
  );
});
