import { Duration } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { UPLOAD_STAGING_PREFIX } from '../../shared/domain/constants.js';
import { bucketDefinitions } from '../identity.js';

/** Settings every bucket of the product shares: private, TLS-only, encrypted at rest. */
export const privateBucketProps: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
};

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
      ...cors(bucketDefinitions.uploads.cors),
      // Browser uploads wait under `incoming/` until the API has checked them; unconfirmed ones go after a day.
      lifecycleRules: [
        { id: 'expire-unconfirmed-uploads', prefix: UPLOAD_STAGING_PREFIX, expiration: Duration.days(1) },
      ],
    });
    this.documents = new Bucket(this, 'Documents', {
      ...privateBucketProps,
      ...cors(bucketDefinitions.documents.cors),
    });
  }
}
