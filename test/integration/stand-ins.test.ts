import { createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provision, type Provisioned } from '../../infra/local/provision.js';
import {
  freePort,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startStandIns,
  type StandInPorts,
  type StandIns,
} from '../../infra/local/stand-ins.js';
import { MAX_RECEIVE_COUNT } from '../../infra/queues.js';
import { secretHash } from '../../functions/platform/digest.js';

const APP_ORIGIN = 'http://localhost:3999';

/** SDK clients configured the way the local runtime configures the handlers. */
function clientsFor(endpoints: StandIns['endpoints']) {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  return {
    dynamodb: new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb }),
    s3: new S3Client({
      ...common,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    sqs: new SQSClient({ ...common, endpoint: endpoints.sqs }),
    cognito: new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito }),
    ses: new SESv2Client({ ...common, endpoint: endpoints.ses }),
  };
}

function decodeJwt(token: string) {
  const [header, payload, signature] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string; alg: string },
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signed: Buffer.from(`${header}.${payload}`),
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** The app client's secret, as the Lambdas read it. */
async function clientSecret(cognito: CognitoIdentityProviderClient, provisioned: Provisioned) {
  const { UserPoolClient } = await cognito.send(
    new DescribeUserPoolClientCommand({
      UserPoolId: provisioned.userPoolId,
      ClientId: provisioned.userPoolClientId,
    }),
  );
  return UserPoolClient!.ClientSecret!;
}

/** A password sign-in as our API makes it; `hash` replaces the right SECRET_HASH (undefined: none sent). */
async function signIn(
  cognito: CognitoIdentityProviderClient,
  provisioned: Provisioned,
  email: string,
  password: string,
  hash?: (right: string) => string | undefined,
) {
  const clientId = provisioned.userPoolClientId;
  const right = secretHash(await clientSecret(cognito, provisioned), email, clientId);
  const SECRET_HASH = hash ? hash(right) : right;
  const answer = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password, ...(SECRET_HASH && { SECRET_HASH }) },
    }),
  );
  return answer.AuthenticationResult!;
}

describe('local stand-ins and provisioning', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ridgeline-stand-ins-'));
  let ports: StandInPorts;
  let standIns: StandIns;
  let provisioned: Provisioned;
  let clients: ReturnType<typeof clientsFor>;
  const email = 'roofer@example.com';
  const password = 'shingles-8';

  beforeAll(async () => {
    ports = {
      dynamodb: await freePort(),
      s3: await freePort(),
      sqs: await freePort(),
      cognito: await freePort(),
      ses: await freePort(),
    };
    standIns = await startStandIns({ dataDir, ports });
    provisioned = await provision(standIns, { dataDir, appOrigin: APP_ORIGIN });
    clients = clientsFor(standIns.endpoints);
  }, 60_000);

  afterAll(async () => {
    for (const client of Object.values(clients ?? {})) client.destroy();
    await standIns?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the table with both indexes and TTL, and stores items', async () => {
    const { Table } = await clients.dynamodb.send(
      new DescribeTableCommand({ TableName: provisioned.tableName }),
    );
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['GSI1', 'GSI2']);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const ttl = await clients.dynamodb.send(
      new DescribeTimeToLiveCommand({ TableName: provisioned.tableName }),
    );
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });

    const Item = {
      PK: { S: 'ORG#1' },
      SK: { S: 'PROFILE' },
      GSI1PK: { S: 'SLUG#acme' },
      GSI1SK: { S: 'ORG' },
      name: { S: 'Acme Roofing' },
    };
    await clients.dynamodb.send(new PutItemCommand({ TableName: provisioned.tableName, Item }));
    const got = await clients.dynamodb.send(
      new GetItemCommand({ TableName: provisioned.tableName, Key: { PK: Item.PK, SK: Item.SK } }),
    );
    expect(got.Item).toEqual(Item);
  });

  it('round-trips object bytes through S3 and sets CORS on the uploads bucket', async () => {
    const bytes = randomBytes(300_000);
    await clients.s3.send(
      new PutObjectCommand({
        Bucket: provisioned.uploadsBucket,
        Key: 'logos/a.bin',
        Body: bytes,
        ContentType: 'application/octet-stream',
      }),
    );
    const object = await clients.s3.send(
      new GetObjectCommand({ Bucket: provisioned.uploadsBucket, Key: 'logos/a.bin' }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);

    const cors = await clients.s3.send(new GetBucketCorsCommand({ Bucket: provisioned.uploadsBucket }));
    expect(cors.CORSRules?.[0]).toMatchObject({
      AllowedOrigins: [APP_ORIGIN],
      AllowedMethods: ['GET', 'PUT', 'HEAD', 'POST'],
      ExposeHeaders: ['ETag'],
    });
  });

  it('delivers SQS messages and moves one received too often to the dead-letter queue', async () => {
    const QueueUrl = provisioned.queueUrls['send-email'];
    await clients.sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: '{"kind":"ok"}' }));
    const first = await clients.sqs.send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 1 }));
    expect(first.Messages?.map((m) => m.Body)).toEqual(['{"kind":"ok"}']);
    await clients.sqs.send(
      new DeleteMessageCommand({ QueueUrl, ReceiptHandle: first.Messages![0].ReceiptHandle }),
    );

    await clients.sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: '{"kind":"poison"}' }));
    for (let attempt = 1; attempt <= MAX_RECEIVE_COUNT; attempt++) {
      const received = await clients.sqs.send(
        new ReceiveMessageCommand({ QueueUrl, VisibilityTimeout: 0, WaitTimeSeconds: 1 }),
      );
      expect(
        received.Messages?.map((m) => m.Body),
        `receive #${attempt}`,
      ).toEqual(['{"kind":"poison"}']);
    }
    const afterLimit = await clients.sqs.send(new ReceiveMessageCommand({ QueueUrl, VisibilityTimeout: 0 }));
    expect(afterLimit.Messages ?? []).toEqual([]);
    const dead = await clients.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: provisioned.dlqUrls['send-email'], WaitTimeSeconds: 1 }),
    );
    expect(dead.Messages?.map((m) => m.Body)).toEqual(['{"kind":"poison"}']);
  });

  it('signs in a user created with the admin APIs; tokens carry the issuer, the groups and a JWKS-verifiable signature', async () => {
    const UserPoolId = provisioned.userPoolId;
    await clients.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      }),
    );
    await clients.cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
    );
    await clients.cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'operators' }),
    );

    const tokens = await signIn(clients.cognito, provisioned, email, password);
    const id = decodeJwt(tokens.IdToken!);
    const access = decodeJwt(tokens.AccessToken!);
    expect(id.payload).toMatchObject({
      iss: provisioned.issuer,
      aud: provisioned.userPoolClientId,
      email,
      token_use: 'id',
    });
    expect(access.payload).toMatchObject({
      iss: provisioned.issuer,
      client_id: provisioned.userPoolClientId,
      token_use: 'access',
      'cognito:groups': ['operators'],
    });

    const jwks = (await (await fetch(provisioned.jwksUri)).json()) as {
      keys: (JsonWebKey & { kid: string })[];
    };
    const key = jwks.keys.find((k) => k.kid === access.header.kid);
    expect(key).toBeDefined();
    expect(
      verify('RSA-SHA256', access.signed, createPublicKey({ key: key!, format: 'jwk' }), access.signature),
    ).toBe(true);
  });

  it('Cognito only through our API: no sign-in without the client secret, no change with a user’s own token', async () => {
    // The user of the test before.
    const tokens = await signIn(clients.cognito, provisioned, email, password);
    await expect(
      signIn(clients.cognito, provisioned, email, password, () => undefined),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringContaining('SECRET_HASH was not received'),
    });
    await expect(
      signIn(
        clients.cognito,
        provisioned,
        email,
        password,
        (right) => `${right.startsWith('x') ? 'y' : 'x'}${right.slice(1)}`,
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringContaining('secret hash'),
    });
    await expect(
      clients.cognito.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: password,
          ProposedPassword: 'taken-over-1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: expect.stringContaining('scopes') });
    await expect(
      clients.cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'email', Value: 'thief@example.com' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Nothing changed: the old password still signs in.
    expect((await signIn(clients.cognito, provisioned, email, password)).AccessToken).toBeDefined();
  });

  it('captures SES v2 mail in GET /store and serves the mail viewer', async () => {
    await clients.ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'noreply@ridgeline.test',
        Destination: { ToAddresses: ['homeowner@example.com'] },
        Content: {
          Simple: { Subject: { Data: 'Your roof estimate' }, Body: { Text: { Data: 'See attached.' } } },
        },
      }),
    );
    const store = (await (await fetch(`${standIns.endpoints.ses}/store`)).json()) as {
      emails: { subject: string; destination: { to: string[] } }[];
    };
    expect(store.emails).toContainEqual(
      expect.objectContaining({
        subject: 'Your roof estimate',
        destination: expect.objectContaining({ to: ['homeowner@example.com'] }),
      }),
    );
    const viewer = await fetch(standIns.mailViewerUrl);
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toContain('text/html');
  });

  it('keeps table items, objects and the user pool across a restart on the same data directory', async () => {
    const before = provisioned;
    await standIns.stop();
    await standIns.stop(); // idempotent
    for (const client of Object.values(clients)) client.destroy();

    standIns = await startStandIns({ dataDir, ports });
    provisioned = await provision(standIns, { dataDir, appOrigin: APP_ORIGIN });
    clients = clientsFor(standIns.endpoints);

    expect(provisioned.userPoolId).toBe(before.userPoolId);
    expect(provisioned.userPoolClientId).toBe(before.userPoolClientId);
    const got = await clients.dynamodb.send(
      new GetItemCommand({
        TableName: provisioned.tableName,
        Key: { PK: { S: 'ORG#1' }, SK: { S: 'PROFILE' } },
      }),
    );
    expect(got.Item?.name).toEqual({ S: 'Acme Roofing' });
    const object = await clients.s3.send(
      new GetObjectCommand({ Bucket: provisioned.uploadsBucket, Key: 'logos/a.bin' }),
    );
    expect((await object.Body!.transformToByteArray()).length).toBe(300_000);
    const tokens = await signIn(clients.cognito, provisioned, email, password);
    expect(decodeJwt(tokens.AccessToken!).payload.iss).toBe(provisioned.issuer);
  });
});
