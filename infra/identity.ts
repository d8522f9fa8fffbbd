import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from '../shared/kernel/constants.js';

/** Cognito user pool settings shared by the CDK stack and the local runtime. */
export const userPoolDefinition = {
  /** At least 8 characters, no composition rules (docs/product.md#accounts). */
  passwordPolicy: {
    minLength: 8,
    requireLowercase: false,
    requireUppercase: false,
    requireDigits: false,
    requireSymbols: false,
  },
  /** Cognito groups; membership in `operators` makes a user a platform operator. */
  groups: ['operators'] as const,
  accessTokenMinutes: ACCESS_TOKEN_MINUTES,
  refreshTokenDays: SESSION_DAYS,
  /** Seconds an old refresh token still works after rotation (client retries), 0-60. */
  refreshRotationGraceSeconds: 10,
  /**
   * Scopes the pre-token-generation trigger takes out of every access token, so a user's own token cannot
   * call Cognito directly (ChangePassword, UpdateUserAttributes…): only our API changes a user.
   */
  suppressedScopes: ['aws.cognito.signin.user.admin'],
} as const;

/** Buckets of the product (the web bucket only exists in AWS). */
export const bucketDefinitions = {
  uploads: { env: 'UPLOADS_BUCKET', cors: true },
  documents: { env: 'DOCUMENTS_BUCKET', cors: false },
} as const;
