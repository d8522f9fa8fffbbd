import { config } from './config.js';
import { readExtensionSecret } from './extension-secret.js';

let loaded: Promise<string> | undefined;
let known: string | undefined;

/**
 * Whether API requests must carry CloudFront's origin secret: always on AWS, and locally when the
 * runtime made one up. Off only in unit tests, where neither a secret nor its ARN is set.
 */
export function originCheckRequired(): boolean {
  return (
    config.STAGE === 'aws' || Boolean(config.ORIGIN_VERIFY_SECRET_ARN) || Boolean(config.ORIGIN_VERIFY_SECRET)
  );
}

/**
 * CloudFront's origin secret, read ONCE per cold start: on AWS from Secrets Manager through the
 * Parameters and Secrets extension on loopback (the function holds only `ORIGIN_VERIFY_SECRET_ARN`);
 * locally the runtime's value from the environment. Throws when it cannot be read (no ARN on AWS, the
 * extension failing, an empty secret); a failed read is not cached, so the next request tries again.
 */
export function originSecret(): Promise<string> {
  const arn = config.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) {
    // On AWS the value is never taken from the environment: only the ARN is deployed there.
    const local = config.STAGE === 'aws' ? undefined : config.ORIGIN_VERIFY_SECRET;
    return local
      ? Promise.resolve(local)
      : Promise.reject(new Error('No origin secret is configured (ORIGIN_VERIFY_SECRET_ARN)'));
  }
  if (!loaded) {
    const reading = readExtensionSecret(arn).then((value) => {
      if (!value) throw new Error('The origin secret is empty');
      known = value;
      return value;
    });
    // A failed read is not kept: the next request (of this container) tries again.
    reading.catch(() => {
      if (loaded === reading) loaded = undefined;
    });
    loaded = reading;
  }
  return loaded;
}

/**
 * The origin secret if it has been read already (always, after `route()`'s origin check ran), for
 * synchronous callers; `undefined` otherwise, which makes them distrust CloudFront's headers.
 */
export function knownOriginSecret(): string | undefined {
  if (config.ORIGIN_VERIFY_SECRET_ARN) return known;
  return config.STAGE === 'aws' ? undefined : config.ORIGIN_VERIFY_SECRET;
}
