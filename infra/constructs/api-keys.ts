import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** The keys the secret holds, as `functions/platform/secrets.ts` reads them. */
export const API_KEY_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'GOOGLE_MAPS_API_KEY',
] as const;

/** The repository path of the module that reads the secret; a bundle reaching it gets the secret. */
export const SECRETS_MODULE = 'functions/platform/secrets.ts';

/**
 * The Stripe and Google keys: one Secrets Manager secret (JSON), created with empty values that an
 * operator fills after the first deploy (`aws secretsmanager put-secret-value`). CloudFormation
 * only rewrites the value when this placeholder changes, so later deploys keep the real keys, and
 * no key ever appears in a template, a parameter or a function's environment.
 */
export class ApiKeys extends Construct {
  /** The secret; functions get its ARN and read rights, never its value. */
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Ridgeline third-party API keys (Stripe, Google Maps Platform) as JSON',
      secretStringValue: SecretValue.unsafePlainText(
        JSON.stringify(Object.fromEntries(API_KEY_NAMES.map((name) => [name, '']))),
      ),
      // Keys issued by Stripe and Google are re-issued there; losing the secret must not lose them here.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
