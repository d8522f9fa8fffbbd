import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config.js';
import { withFaults } from './faults.js';

/** SQS client, created once per container; a bundle that never sends leaves it out (pure, argument-free call). */
export const sqs = /* @__PURE__ */ createSqs();

function createSqs(): SQSClient {
  return withFaults(new SQSClient({}), config.STAGE);
}
