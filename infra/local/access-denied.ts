import { randomUUID } from 'node:crypto';
import { AccessDeniedException as CognitoAccessDenied } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { SQSServiceException } from '@aws-sdk/client-sqs';
import type { CheckedService, IamRequest } from './grant-check.js';

/**
 * The error an SDK call refused by IAM raises on AWS, service by service: the class, name, status and
 * message the v3 SDK builds from the service's answer (docs/decisions.md, "Grants checked locally").
 */
export function accessDenied(
  service: CheckedService,
  operation: string,
  request: IamRequest,
  functionName: string,
): Error {
  const principal = `arn:aws:sts::000000000000:assumed-role/ridgeline-local-role/${functionName}`;
  const because = (action: string, resource: string) =>
    `User: ${principal} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`;
  const metadata = (httpStatusCode: number) => ({
    httpStatusCode,
    requestId: randomUUID(),
    attempts: 1,
    totalRetryDelay: 0,
  });
  switch (service) {
    case 'dynamodb':
      // DynamoDB answers 400 AccessDeniedException (an unmodelled error: the client's base exception).
      return new DynamoDBServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(400),
        message: because(request.action, request.arn),
      });
    case 's3': {
      // A HEAD answer has no body, so the SDK can only name the error after its status.
      if (operation.startsWith('Head'))
        return new S3ServiceException({
          name: 'Unknown',
          $fault: 'client',
          $metadata: metadata(403),
          message: 'UnknownError',
        });
      const message = because(request.action, `"${request.arn}"`);
      return Object.assign(
        new S3ServiceException({ name: 'AccessDenied', $fault: 'client', $metadata: metadata(403), message }),
        { Code: 'AccessDenied', Message: message },
      );
    }
    case 'sqs': {
      // SQS over JSON is query-compatible: the SDK names the error by its query code, AccessDenied, and SQS
      // writes the action in lower case.
      const action = request.action.toLowerCase();
      const message = because(action, request.arn);
      return Object.assign(
        new SQSServiceException({
          name: 'AccessDenied',
          $fault: 'client',
          $metadata: metadata(400),
          message,
        }),
        {
          Code: 'AccessDenied',
          Type: 'Sender',
          Error: { Code: 'AccessDenied', Type: 'Sender', Message: message },
        },
      );
    }
    case 'cognito-idp':
      return new CognitoAccessDenied({
        message: because(request.action, request.arn),
        $metadata: metadata(400),
      });
    case 'ses':
      return new SESv2ServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(403),
        message: because(request.action, request.arn),
      });
  }
}
