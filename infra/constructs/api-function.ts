import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { handlerFile, type Access } from '../routes.js';
import type { QueueName } from './job-queues.js';
import { repoPath } from './paths.js';

/** The resources an access list can name; the function gets grants on exactly these. */
export interface GrantTargets {
  table: ITableV2;
  uploads: IBucket;
  documents: IBucket;
  queues: Record<QueueName, IQueue>;
  userPool: IUserPool;
}

/** Props of {@link ApiFunction}. */
export interface ApiFunctionProps {
  /** Handler module under `functions/` (a `routes.ts` or `queues.ts` value). */
  handler: string;
  access: readonly Access[];
  /** Seconds; defaults to 10. */
  timeout?: number;
  /** MiB; defaults to 512. */
  memory?: number;
  environment: Record<string, string>;
  targets: GrantTargets;
}

// esbuild's ESM output has no `require`; CommonJS dependencies (stripe, pdf-lib…) still call it for
// Node built-ins. The alias keeps the banner from clashing with a bundled `createRequire` import.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __ridgelineCreateRequire } from 'node:module'; const require = __ridgelineCreateRequire(import.meta.url);";

type QueueAccess = Extract<Access, `queue:${string}`>;

function isQueueAccess(access: Access): access is QueueAccess {
  return access.startsWith('queue:');
}

/** A Lambda function for one route row or queue consumer: same bundling, same env, grants from its access list. */
export class ApiFunction extends Construct {
  /** The bundled function. */
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    // An explicit log group gets a retention without CDK's log-retention helper Lambda.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: repoPath(handlerFile(props.handler)),
      handler: 'handler',
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeout ?? 10),
      memorySize: props.memory ?? 512,
      environment: props.environment,
      logGroup,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        // Ship the SDK version we pin and test against, not whatever the runtime happens to carry.
        bundleAwsSDK: true,
      },
    });
    for (const access of props.access) this.grant(access, props.targets);
  }

  private grant(access: Access, targets: GrantTargets): void {
    const fn = this.fn;
    if (isQueueAccess(access)) {
      targets.queues[access.slice('queue:'.length) as QueueName].grantSendMessages(fn);
      return;
    }
    switch (access) {
      case 'table:read':
        targets.table.grantReadData(fn);
        return;
      case 'table:write':
        targets.table.grantWriteData(fn);
        return;
      case 'cognito:auth':
        // InitiateAuth / REFRESH_TOKEN_AUTH are unauthenticated calls: no IAM permission needed.
        return;
      case 'cognito:admin':
        fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:Admin*'], resources: [targets.userPool.userPoolArn] }));
        return;
      case 'uploads:read':
        targets.uploads.grantRead(fn);
        return;
      case 'uploads:write':
        targets.uploads.grantPut(fn);
        targets.uploads.grantDelete(fn);
        return;
      case 'documents:read':
        targets.documents.grantRead(fn);
        return;
      case 'documents:write':
        targets.documents.grantPut(fn);
        targets.documents.grantDelete(fn);
        return;
      default: {
        const unknown: never = access;
        throw new Error(`No grant defined for access '${String(unknown)}'`);
      }
    }
  }
}
