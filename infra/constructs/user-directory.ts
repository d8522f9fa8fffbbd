import { Duration } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { userPoolDefinition } from '../identity.js';

/** The Cognito user pool, its API client and groups, from `infra/identity.ts`. */
export class UserDirectory extends Construct {
  /** The user pool (email is the username). */
  readonly userPool: UserPool;
  /** The client the login/refresh handlers use (USER_PASSWORD_AUTH, no secret). */
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
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
      generateSecret: false,
      // Our own API does the login; no hosted UI, so no OAuth flows or callback URLs to leave open.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(userPoolDefinition.accessTokenMinutes),
      idTokenValidity: Duration.minutes(userPoolDefinition.accessTokenMinutes),
      refreshTokenValidity: Duration.days(userPoolDefinition.refreshTokenDays),
      // Rotation: each refresh issues a new refresh token and the old one stops working after the grace.
      refreshTokenRotationGracePeriod: Duration.seconds(userPoolDefinition.refreshRotationGraceSeconds),
    });
    for (const group of userPoolDefinition.groups) {
      new CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
      });
    }
  }
}
