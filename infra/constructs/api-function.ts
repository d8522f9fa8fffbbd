import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import {
  Architecture,
  Function as LambdaFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { permissionsOf, type AppResource } from '../permissions.js';
import type { Access } from '../routes.js';
import type { HandlerBundles } from './handler-bundles.js';
import type { QueueName } from './job-queues.js';

/** The resources an access list can name; the function gets grants on exactly these. */
export interface GrantTargets {
  table: ITableV2;
  uploads: IBucket;
  documents: IBucket;
  queues: Record<QueueName, IQueue>;
  userPool: IUserPool;
  /** The Stripe and Google keys (`api-keys.ts`). */
  apiKeys: ISecret;
  /** CloudFront's origin secret (`web-distribution.ts`), which every API function checks. */
  originSecret: ISecret;
  /** The one log group every function writes to. */
  logGroup: ILogGroup;
}

/** Props of {@link ApiFunction}. */
export interface ApiFunctionProps {
  /** Handler module under `functions/` (a `routes.ts` or `queues.ts` value). */
  handler: string;
  /** The app's bundles, one of which is this handler's code. */
  bundles: HandlerBundles;
  /** Seconds; defaults to 10. */
  timeout?: number;
  /** MiB; defaults to 512. */
  memory?: number;
  environment: Record<string, string>;
  /** Shared by every function of the app: one log group, one retention (streams carry the function name). */
  logGroup: ILogGroup;
  /** The role to run as; when several functions share an access list they share its role (see {@link AccessRoles}). */
  role: IRole;
  /** Set when the handler reads the API keys: the function gets the secret's ARN and the extension that reads it. */
  apiKeys?: ISecret;
  /** Set on API functions: they get the origin secret's ARN and the extension that reads it. */
  originSecret?: ISecret;
}

/** Which secrets a role may read. */
export interface SecretReads {
  /** The API keys (functions whose bundle reaches `functions/platform/secrets.ts`). */
  apiKeys?: boolean;
  /** CloudFront's origin secret (API functions: `route()` checks it on every request). */
  originSecret?: boolean;
}

/** Props of {@link AccessRoles}. */
export interface AccessRolesProps {
  targets: GrantTargets;
}

/**
 * One IAM role per distinct access list within a stack. Functions with the same list need exactly the
 * same grants, so sharing the role keeps least privilege while saving two CloudFormation resources per
 * route (a stack may hold at most 500).
 */
export class AccessRoles extends Construct {
  private readonly roles = new Map<string, Role>();

  constructor(
    scope: Construct,
    id: string,
    private readonly props: AccessRolesProps,
  ) {
    super(scope, id);
  }

  /** The role for an access list and the secrets it reads (created on first use). */
  roleFor(access: readonly Access[], reads: SecretReads = {}): Role {
    const key = [[...new Set(access)].sort().join(',') || 'none', ...secretNames(reads)].join('+');
    let role = this.roles.get(key);
    if (!role) {
      role = accessRole(this, `Role-${this.roles.size}`, access, this.props.targets, reads);
      this.roles.set(key, role);
    }
    return role;
  }
}

function secretNames(reads: SecretReads): string[] {
  return [...(reads.apiKeys ? ['api-keys'] : []), ...(reads.originSecret ? ['origin-secret'] : [])];
}

/**
 * A Lambda execution role granted exactly what an access list allows, plus writing its logs and
 * reading the secrets named in `reads`.
 */
export function accessRole(
  scope: Construct,
  id: string,
  access: readonly Access[],
  targets: GrantTargets,
  reads: SecretReads = {},
): Role {
  const unique = [...new Set(access)].sort();
  const role = new Role(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Ridgeline Lambda role with access: ${[...unique, ...secretNames(reads)].join(', ') || 'none'}`,
  });
  // Instead of AWSLambdaBasicExecutionRole (any log group in the account): the shared group only.
  targets.logGroup.grantWrite(role);
  for (const permission of permissionsOf(access)) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...permission.actions],
        resources: permission.resources.map((resource) => arnOf(resource, targets)),
      }),
    );
  }
  if (reads.apiKeys) grantSecretValue(role, targets.apiKeys);
  if (reads.originSecret) grantSecretValue(role, targets.originSecret);
  return role;
}

/** The extension calls GetSecretValue only, on one secret (`grantRead` would add DescribeSecret). */
function grantSecretValue(role: Role, secret: ISecret): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
  );
}

/** A log group for all functions, with a retention and without CDK's log-retention helper Lambda. */
export function sharedLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
}

/** A Lambda function for one route row or queue consumer: its bundle, the shared env, the role of its access list. */
export class ApiFunction extends Construct {
  /** The function. */
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.fn = new LambdaFunction(this, 'Function', {
      code: props.bundles.code(props.handler),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeout ?? 10),
      memorySize: props.memory ?? 512,
      environment: {
        ...props.environment,
        ...(props.apiKeys ? { API_KEYS_SECRET_ARN: props.apiKeys.secretArn } : {}),
        ...(props.originSecret ? { ORIGIN_VERIFY_SECRET_ARN: props.originSecret.secretArn } : {}),
      },
      logGroup: props.logGroup,
      role: props.role,
      // The extension serves the secrets on loopback, so the bundle needs no Secrets Manager client.
      paramsAndSecrets:
        props.apiKeys || props.originSecret
          ? ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103)
          : undefined,
    });
  }
}

/** The ARN of one of the app's resources, with the path IAM needs after it (`/index/*`, `/*`). */
function arnOf(resource: AppResource, targets: GrantTargets): string {
  if (resource === '*') return '*';
  if (resource.startsWith('queue:'))
    return targets.queues[resource.slice('queue:'.length) as QueueName].queueArn;
  const [base, ...path] = resource.split('/');
  const arn = {
    table: () => targets.table.tableArn,
    uploads: () => targets.uploads.bucketArn,
    documents: () => targets.documents.bucketArn,
    'user-pool': () => targets.userPool.userPoolArn,
  }[base as 'table' | 'uploads' | 'documents' | 'user-pool']();
  return path.length ? `${arn}/${path.join('/')}` : arn;
}
