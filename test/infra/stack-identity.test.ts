import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { userPoolDefinition } from '../../infra/identity.js';
import { ridgelineApp, type UserPoolClientProps, ofType } from '../support/ridgeline-stack.js';

const { template } = ridgelineApp();

describe('identity', () => {
  it('signs in with email, admin-created users, and the password policy from userPoolDefinition', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('has a client with a secret, USER_PASSWORD_AUTH, refresh, no self-written attributes and no user-existence leaks', () => {
    const clients = ofType<UserPoolClientProps>('AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const props = clients[0][1].Properties;
    expect(props.PreventUserExistenceErrors).toBe('ENABLED');
    // Refresh tokens rotate: only GetTokensFromRefreshToken renews, REFRESH_TOKEN_AUTH is off.
    expect(props.ExplicitAuthFlows).toEqual(['ALLOW_USER_PASSWORD_AUTH']);
    expect(props.RefreshTokenRotation).toEqual({ Feature: 'ENABLED', RetryGracePeriodSeconds: 10 });
    // 7 days, which CDK writes in minutes.
    expect(userPoolDefinition.refreshTokenDays).toBe(7);
    expect(props.RefreshTokenValidity).toBe(7 * 24 * 60);
    expect(props.TokenValidityUnits.RefreshToken).toBe('minutes');
    expect(props.GenerateSecret).toBe(true);
    expect(props.WriteAttributes).toEqual([]);
    expect(props.AllowedOAuthFlows).toBeUndefined();
    expect(props.AccessTokenValidity).toBe(userPoolDefinition.accessTokenMinutes);
    expect(props.TokenValidityUnits.AccessToken).toBe('minutes');
  });

  it('takes the self-service scope out of every access token (pre-token-generation V2)', async () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreTokenGenerationConfig: { LambdaVersion: 'V2_0' } },
    });
    const [[, trigger]] = ofType<{ Code: { ZipFile: string } }>('AWS::Lambda::Function').filter(([id]) =>
      id.includes('PreTokenGeneration'),
    );
    const event = { response: {} };
    // The inline handler, run as Lambda would run it.
    const exports = {} as { handler?: (e: typeof event) => Promise<unknown> };
    runInNewContext(trigger.Properties.Code.ZipFile, { exports });
    expect(await exports.handler!(event)).toEqual({
      response: {
        claimsAndScopeOverrideDetails: {
          accessTokenGeneration: { scopesToSuppress: ['aws.cognito.signin.user.admin'] },
        },
      },
    });
  });

  it('creates every group', () => {
    for (const group of userPoolDefinition.groups) {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
  });
});
