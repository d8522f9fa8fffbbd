import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { withFaults } from './faults.js';

/** DynamoDB document client, created once per container. Endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export const ddb = DynamoDBDocumentClient.from(withFaults(new DynamoDBClient({}), config.STAGE), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
