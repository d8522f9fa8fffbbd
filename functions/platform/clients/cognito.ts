import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Cognito user pool client, created once per container. Locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local. */
export const cognito = /* @__PURE__ */ new CognitoIdentityProviderClient({});
