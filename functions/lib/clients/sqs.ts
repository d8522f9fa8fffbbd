import { SQSClient } from '@aws-sdk/client-sqs';

/** SQS client, created once per container. */
export const sqs = new SQSClient({});
