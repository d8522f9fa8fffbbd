import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.js';

/** Cognito user pool client, created once per container. Locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local's front door. */
export const cognito = /* @__PURE__ */ new CognitoIdentityProviderClient({});

let secret: Promise<string> | undefined;

/**
 * The app client's secret, read once per container with DescribeUserPoolClient (IAM: only functions
 * granted `cognito` may), so it is in no function's configuration. docs/decisions.md "Cognito only
 * through our API".
 */
export function cognitoClientSecret(): Promise<string> {
  secret ??= cognito
    .send(
      new DescribeUserPoolClientCommand({
        UserPoolId: config.USER_POOL_ID,
        ClientId: config.USER_POOL_CLIENT_ID,
      }),
    )
    .then(({ UserPoolClient }) => {
      if (!UserPoolClient?.ClientSecret) throw new Error('The Cognito app client has no secret');
      return UserPoolClient.ClientSecret;
    })
    .catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
  return secret;
}
