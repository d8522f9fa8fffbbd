import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';
import { withFaults } from './faults.js';

/** S3 client. Checksums only when required: s3rver stores aws-chunked framing otherwise (harmless on AWS). */
export const s3 = withFaults(
  new S3Client({
    forcePathStyle: config.STAGE === 'local',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }),
  config.STAGE,
);
