import { config } from './config.js';
import { readExtensionSecret } from './extension-secret.js';

/** The third-party keys the product holds; on AWS one Secrets Manager secret (JSON) carries them all. */
export type SecretName =
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_CONNECT_WEBHOOK_SECRET' | 'GOOGLE_MAPS_API_KEY';

type SecretValues = Partial<Record<SecretName, string>>;

let loaded: Promise<SecretValues> | undefined;

/**
 * One key, read ONCE per cold start: on AWS the function gets only the secret's ARN
 * (`API_KEYS_SECRET_ARN`) and fetches the JSON through the Parameters and Secrets extension on
 * loopback (no SDK client in the bundle); locally, and where no ARN is set, from the environment.
 * An empty value counts as not configured.
 */
export async function secretValue(name: SecretName): Promise<string | undefined> {
  loaded ??= loadSecrets();
  const value = (await loaded)[name];
  return value ? value : undefined;
}

async function loadSecrets(): Promise<SecretValues> {
  const arn = config.API_KEYS_SECRET_ARN;
  if (!arn) {
    return {
      STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: config.STRIPE_CONNECT_WEBHOOK_SECRET,
      GOOGLE_MAPS_API_KEY: config.GOOGLE_MAPS_API_KEY,
    };
  }
  try {
    return JSON.parse((await readExtensionSecret(arn)) || '{}') as SecretValues;
  } catch (error) {
    // Not cached: the next call (a later request of this container) tries again.
    loaded = undefined;
    throw error;
  }
}
