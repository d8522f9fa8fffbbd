import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';
import { withFaults } from './faults.js';

/**
 * S3 client, created once per container. Checksums only when required: s3rver stores aws-chunked
 * framing otherwise (harmless on AWS). Built by a pure-annotated call without arguments, so a bundle
 * that never uses it leaves the whole S3 client out (see lean-bundles.test.ts).
 */
export const s3 = /* @__PURE__ */ createS3();

function createS3(): S3Client {
  return withFaults(
    new S3Client({
      forcePathStyle: config.STAGE === 'local',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    config.STAGE,
  );
}
