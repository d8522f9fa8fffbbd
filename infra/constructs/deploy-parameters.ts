import { CfnParameter, type Stack } from 'aws-cdk-lib';

const DEFAULT_EMAIL_FROM = 'Ridgeline <no-reply@example.com>';

// Secrets are NoEcho in every stack that declares them: a nested stack's own parameters are shown in
// the console like any other stack's, so relying on CDK's generated reference parameters would print them.
const PARAMETERS = [
  { id: 'EmailFrom', env: 'EMAIL_FROM', description: 'Sender of every mail (an SES-verified identity)' },
  {
    id: 'GoogleMapsApiKey',
    env: 'GOOGLE_MAPS_API_KEY',
    description: 'Google Maps Platform key (Geocoding + Solar)',
    secret: true,
  },
  { id: 'StripeSecretKey', env: 'STRIPE_SECRET_KEY', description: 'Stripe secret API key', secret: true },
  {
    id: 'StripeWebhookSecret',
    env: 'STRIPE_WEBHOOK_SECRET',
    description: 'Stripe webhook signing secret',
    secret: true,
  },
] as const;

type ParameterId = (typeof PARAMETERS)[number]['id'];

/** The deploy-time parameters (sender, API keys) of one stack, by logical id. */
export type DeployParameters = Record<ParameterId, CfnParameter>;

/**
 * Declares the deploy-time parameters in `stack`. The root stack gives them their defaults (empty
 * secrets; the sender from the `emailFrom` context or a placeholder); a nested stack declares them
 * without defaults and receives the root's values through {@link parameterValues}.
 */
export function declareDeployParameters(stack: Stack, { root }: { root: boolean }): DeployParameters {
  const emailFrom = (stack.node.tryGetContext('emailFrom') as string | undefined) ?? DEFAULT_EMAIL_FROM;
  const declared = PARAMETERS.map((parameter) => {
    const secret = 'secret' in parameter;
    const rootDefault = secret ? '' : emailFrom;
    const cfn = new CfnParameter(stack, parameter.id, {
      type: 'String',
      description: parameter.description,
      noEcho: secret || undefined,
      default: root ? rootDefault : undefined,
    });
    return [parameter.id, cfn] as const;
  });
  return Object.fromEntries(declared) as DeployParameters;
}

/** The function environment variables the parameters fill. */
export function parameterEnvironment(parameters: DeployParameters): Record<string, string> {
  return Object.fromEntries(PARAMETERS.map((p) => [p.env, parameters[p.id].valueAsString]));
}

/** The root's parameter values, as a nested stack's `parameters`. */
export function parameterValues(parameters: DeployParameters): Record<string, string> {
  return Object.fromEntries(PARAMETERS.map((p) => [p.id, parameters[p.id].valueAsString]));
}
