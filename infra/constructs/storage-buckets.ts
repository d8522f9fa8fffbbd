import { Aws, Duration, Stack } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { EXPORT_KEEP_DAYS, EXPORTS_PREFIX, UPLOAD_STAGING_PREFIX } from '../../shared/kernel/constants.js';
import { bucketDefinitions } from '../identity.js';

/** Settings every bucket of the product shares: private, TLS-only, encrypted at rest. */
export const privateBucketProps: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
};

/**
 * The name of a data bucket (`<stack>-<kind>-<account>-<region>`), known before the bucket exists:
 * the CSP names the buckets while the uploads bucket's CORS rule names the distribution, and a
 * generated name would make that a dependency cycle. Pseudo parameters keep it unique per account
 * and region.
 */
export function dataBucketName(scope: IConstruct, kind: keyof typeof bucketDefinitions): string {
  return `${Stack.of(scope).stackName.toLowerCase()}-${kind}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/** The hosts a browser reaches a data bucket at (presigned GET, PUT and POST URLs are virtual-hosted). */
export function dataBucketHosts(scope: IConstruct): string[] {
  return (Object.keys(bucketDefinitions) as (keyof typeof bucketDefinitions)[]).flatMap((kind) => [
    `https://${dataBucketName(scope, kind)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    `https://${dataBucketName(scope, kind)}.s3.${Aws.URL_SUFFIX}`,
  ]);
}

/** Props of {@link StorageBuckets}. */
export interface StorageBucketsProps {
  /** The web app's origin (`https://…`); browsers upload logos from it with presigned URLs. */
  appOrigin: string;
}

/** The `uploads` (logos) and `documents` (PDFs) buckets from `infra/identity.ts`. */
export class StorageBuckets extends Construct {
  /** Logos and other user uploads; browsers PUT to it directly. */
  readonly uploads: Bucket;
  /** Generated PDFs (proposals, contracts); only Lambdas write to it. */
  readonly documents: Bucket;

  constructor(scope: Construct, id: string, props: StorageBucketsProps) {
    super(scope, id);
    const cors = (enabled: boolean): Partial<BucketProps> =>
      enabled
        ? {
            cors: [
              {
                allowedOrigins: [props.appOrigin],
                allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD, HttpMethods.POST],
                allowedHeaders: ['*'],
                exposedHeaders: ['ETag'],
                maxAge: Duration.hours(1).toSeconds(),
              },
            ],
          }
        : {};
    this.uploads = new Bucket(this, 'Uploads', {
      ...privateBucketProps,
      bucketName: dataBucketName(this, 'uploads'),
      ...cors(bucketDefinitions.uploads.cors),
      // Browser uploads wait under `incoming/` until the API has checked them; unconfirmed ones go after a day.
      lifecycleRules: [
        { id: 'expire-unconfirmed-uploads', prefix: UPLOAD_STAGING_PREFIX, expiration: Duration.days(1) },
      ],
    });
    this.documents = new Bucket(this, 'Documents', {
      ...privateBucketProps,
      bucketName: dataBucketName(this, 'documents'),
      ...cors(bucketDefinitions.documents.cors),
      // An export (CRM CSV, whole-account archive) is a copy of customer data for one download (a
      // 5-minute link): gone after a day.
      lifecycleRules: [
        { id: 'expire-exports', prefix: EXPORTS_PREFIX, expiration: Duration.days(EXPORT_KEEP_DAYS) },
      ],
    });
  }
}
