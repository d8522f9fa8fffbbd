import { CfnParameter, type Stack } from 'aws-cdk-lib';

const DEFAULT_EMAIL_FROM = 'Ridgeline <no-reply@example.com>';

// The Stripe and Google keys are no parameters: they live in Secrets Manager (`api-keys.ts`).
const PARAMETERS = [
  { id: 'EmailFrom', env: 'EMAIL_FROM', description: 'Sender of every mail (an SES-verified identity)' },
] as const;

type ParameterId = (typeof PARAMETERS)[number]['id'];

/** The deploy-time parameters (the sender) of one stack, by logical id. */
export type DeployParameters = Record<ParameterId, CfnParameter>;

/**
 * Declares the deploy-time parameters in `stack`. The root stack gives them their defaults (the
 * sender from the `emailFrom` context or a placeholder); a nested stack declares them
 * without defaults and receives the root's values through {@link parameterValues}.
 */
export function declareDeployParameters(stack: Stack, { root }: { root: boolean }): DeployParameters {
  const emailFrom = (stack.node.tryGetContext('emailFrom') as string | undefined) ?? DEFAULT_EMAIL_FROM;
  const declared = PARAMETERS.map((parameter) => {
    const cfn = new CfnParameter(stack, parameter.id, {
      type: 'String',
      description: parameter.description,
      default: root ? emailFrom : undefined,
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
