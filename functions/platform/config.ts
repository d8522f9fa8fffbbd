import * as z from '@shared/kernel/zod.js';

const optionalString = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value ? value : undefined)),
);

/** Environment every function receives (the CDK stack and the local runtime set the same names). */
const configSchema = z.object({
  STAGE: z._default(z.enum(['aws', 'local']), 'aws'),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  UPLOADS_BUCKET: z.string().check(z.minLength(1)),
  DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
  QUEUE_URL_MEASURE_ROOF: z.string().check(z.minLength(1)),
  QUEUE_URL_RENDER_PDF: z.string().check(z.minLength(1)),
  QUEUE_URL_GENERATE_CONTRACT: z.string().check(z.minLength(1)),
  QUEUE_URL_SEND_EMAIL: z.string().check(z.minLength(1)),
  QUEUE_URL_ACCOUNT_EXPORT: z.string().check(z.minLength(1)),
  QUEUE_URL_WEBHOOK_DELIVERY: z.string().check(z.minLength(1)),
  /**
   * Seconds between webhook delivery attempts, comma-separated (docs/webhooks.md#retries); unset = the
   * product's schedule. The local runtime shortens it so retries are observable in seconds.
   */
  WEBHOOK_RETRY_SECONDS: optionalString,
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** Local only: the emulator's issuer and JWKS (on AWS both follow from the pool id). */
  AUTH_ISSUER: optionalString,
  AUTH_JWKS_URI: optionalString,
  APP_URL: z.url(),
  EMAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Ridgeline <no-reply@ridgeline.test>'),
  /** AWS only: the SES configuration set that publishes delivery events (locally the runtime emits them). */
  SES_CONFIGURATION_SET: optionalString,
  /**
   * AWS: the Secrets Manager secret (JSON) holding the Stripe and Google keys; read through
   * `secrets.ts`, never put in the environment. Unset locally, where the three keys below are env vars.
   */
  API_KEYS_SECRET_ARN: optionalString,
  /** The Parameters and Secrets extension's port (its own variable; 2773 unless set). */
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: z._default(z.coerce.number().check(z.int()), 2773),
  /** Set by Lambda; the secrets extension takes it as proof of the caller. */
  AWS_SESSION_TOKEN: optionalString,
  /** Local only (on AWS in the secret): read it through `secretValue`, not from here. */
  GOOGLE_MAPS_API_KEY: optionalString,
  GOOGLE_API_BASE_URL: optionalString,
  /** Local only (on AWS in the secret): read it through `secretValue`, not from here. */
  STRIPE_SECRET_KEY: optionalString,
  /** Local only (on AWS in the secret): read it through `secretValue`, not from here. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Local only (on AWS in the secret): the Connect endpoint's signing secret; read it through `secretValue`. */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  /** Local only: the Stripe stand-in's base URL (on AWS the client talks to Stripe itself). */
  STRIPE_API_BASE_URL: optionalString,
  /**
   * AWS: the Secrets Manager secret CloudFront sends in `x-origin-verify` with every API request; only
   * its ARN is in the environment, and `origin-secret.ts` reads the value once per cold start through
   * the Parameters and Secrets extension. Set on the API functions only.
   */
  ORIGIN_VERIFY_SECRET_ARN: optionalString,
  /**
   * Local only: the origin secret itself, made up by the runtime at start (read it through
   * `origin-secret.ts`). Without it and without an ARN (unit tests) no request is checked locally.
   */
  ORIGIN_VERIFY_SECRET: optionalString,
  /**
   * Whether the sign-in page offers the demo account: `on` locally (seeded), `read-only` on AWS when an
   * operator enabled the demo tenant, `off` otherwise (the default).
   */
  DEMO_LOGIN: z._default(z.enum(['off', 'on', 'read-only']), 'off'),
  /** `silent` turns logging off, `error` keeps only errors (tests); anything else logs everything. */
  LOG_LEVEL: optionalString,
  /** `pretty`: one short line a request for `npm start`; otherwise JSON lines for CloudWatch. */
  LOG_FORMAT: optionalString,
  /**
   * `1` makes every route check its answer against its declared response schema and turn a mismatch
   * into a 500 (set when tests start the local runtime; off on AWS, where it would cost every request).
   */
  RIDGELINE_CHECK_RESPONSES: z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === '1'),
  ),
  /** Local only: the share of DynamoDB, SQS and S3 calls the fault runs fail (clients/faults.ts). */
  RIDGELINE_FAULT_RATE: optionalString,
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment; throws a readable error naming every missing or invalid variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // The fault switch is refused outright outside the local runtime, so a stray variable cannot arm it on AWS.
  if (parsed.data.RIDGELINE_FAULT_RATE !== undefined && parsed.data.STAGE !== 'local')
    throw new Error(
      'Invalid configuration: RIDGELINE_FAULT_RATE: fault injection is local only (STAGE=local)',
    );
  return parsed.data;
}

/** The configuration, parsed once at cold start. */
export const config: Config = parseConfig(process.env);
