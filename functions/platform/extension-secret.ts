import { config } from './config.js';

/** How long a read from the extension on loopback may take before it counts as failed. */
const EXTENSION_READ_TIMEOUT_MS = 3_000;

/**
 * A Secrets Manager secret's string, read through the Parameters and Secrets extension on loopback
 * (the function's layer), so no bundle carries a Secrets Manager client. Throws on any failure; the
 * caller decides whether that fails the request or retries later.
 */
export async function readExtensionSecret(arn: string): Promise<string> {
  const response = await fetch(
    `http://localhost:${config.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`,
    {
      headers: { 'X-Aws-Parameters-Secrets-Token': config.AWS_SESSION_TOKEN ?? '' },
      signal: AbortSignal.timeout(EXTENSION_READ_TIMEOUT_MS),
    },
  );
  if (!response.ok) throw new Error(`Reading secret ${arn} failed with HTTP ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  return SecretString ?? '';
}
