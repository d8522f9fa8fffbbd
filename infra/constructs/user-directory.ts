import { Duration } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  LambdaVersion,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { userPoolDefinition } from '../identity.js';

/** The Cognito user pool, its API client and groups, from `infra/identity.ts`. */
export class UserDirectory extends Construct {
  /** The user pool (email is the username). */
  readonly userPool: UserPool;
  /** The client the login/refresh handlers use (USER_PASSWORD_AUTH, with a secret only they can read). */
  readonly client: UserPoolClient;

  /** `logGroup`: the app's one log group, which the token trigger writes to as every function does. */
  constructor(scope: Construct, id: string, { logGroup }: { logGroup: ILogGroup }) {
    super(scope, id);
    const policy = userPoolDefinition.passwordPolicy;
    this.userPool = new UserPool(this, 'UserPool', {
      // The signup Lambda creates users with the admin APIs, so nobody signs up against Cognito directly.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Essentials for refresh token rotation (docs/decisions.md; Lite does not offer it). Both tiers have the
      // same 10,000 MAU free tier; we use none of its other features (managed login, passwordless).
      featurePlan: FeaturePlan.ESSENTIALS,
    });
    this.client = this.userPool.addClient('ApiClient', {
      authFlows: { userPassword: true },
      // Only functions granted `cognito` read it (DescribeUserPoolClient), so nobody signs in around our API
      // and its limits; users write none of their attributes themselves (docs/decisions.md "Cognito only
      // through our API").
      generateSecret: true,
      writeAttributes: new ClientAttributes(),
      // Our own API does the login; no hosted UI, so no OAuth flows or callback URLs to leave open.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(userPoolDefinition.accessTokenMinutes),
      idTokenValidity: Duration.minutes(userPoolDefinition.accessTokenMinutes),
      refreshTokenValidity: Duration.days(userPoolDefinition.refreshTokenDays),
      // Rotation: each refresh issues a new refresh token and the old one stops working after the grace.
      refreshTokenRotationGracePeriod: Duration.seconds(userPoolDefinition.refreshRotationGraceSeconds),
    });
    // Takes the self-service scope out of every access token, so a user's own token cannot call
    // ChangePassword, UpdateUserAttributes or DeleteUser directly. A fixed answer needs no bundle.
    const role = new Role(this, 'PreTokenGenerationRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    logGroup.grantWrite(role);
    const suppressScopes = new LambdaFunction(this, 'PreTokenGeneration', {
      role,
      logGroup,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(
        `exports.handler = async (event) => {
  event.response = { claimsAndScopeOverrideDetails: { accessTokenGeneration: { scopesToSuppress: ${JSON.stringify(
    userPoolDefinition.suppressedScopes,
  )} } } };
  return event;
};`,
      ),
    });
    this.userPool.addTrigger(
      UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      suppressScopes,
      LambdaVersion.V2_0,
    );
    for (const group of userPoolDefinition.groups) {
      new CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
      });
    }
  }
}
