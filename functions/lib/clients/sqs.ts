import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config.js';
import { withFaults } from './faults.js';

/** SQS client, created once per container. */
export const sqs = withFaults(new SQSClient({}), config.STAGE);
