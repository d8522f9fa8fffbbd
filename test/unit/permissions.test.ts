import { describe, expect, it } from 'vitest';
import { COGNITO_ADMIN_ACTIONS, permissionOf, permissionsOf } from '../../infra/permissions.js';
import { queues } from '../../infra/queues.js';
import { routes } from '../../infra/routes.js';
import { rowsOf } from '../../infra/routes/row.js';

// The one grant → IAM mapping: the stack builds each role from it and the local runtime checks each SDK
// call against it (docs/decisions.md, "Grants checked locally").

const actionsOf = (words: string) =>
  permissionsOf(rowsOf('billing')('GET /api/x', 'x', words as never).access).flatMap((p) => p.actions);

describe('the grant → IAM mapping', () => {
  it('a read row may read the table and its indexes, never write', () => {
    const [read] = permissionsOf(['table:read']);
    expect(read.resources).toEqual(['table', 'table/index/*']);
    expect(actionsOf('read')).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actionsOf('read')).not.toContain('dynamodb:PutItem');
    expect(actionsOf('read')).not.toContain('dynamodb:UpdateItem');
    expect(actionsOf('rw')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
  });

  it('bucket words grant on their own bucket: read on the bucket and its objects, write on objects only', () => {
    expect(permissionOf('uploads:read')).toEqual({
      actions: ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
      resources: ['uploads', 'uploads/*'],
    });
    expect(permissionOf('documents:write')?.resources).toEqual(['documents/*']);
    expect(permissionOf('documents:write')?.actions).toEqual(
      expect.arrayContaining(['s3:PutObject', 's3:DeleteObject*']),
    );
    expect(actionsOf('uploads:r')).not.toContain('s3:PutObject');
  });

  it('a queue word sends to that queue only; mail is the send-email queue', () => {
    expect(permissionsOf(rowsOf('billing')('GET /api/x', 'x', 'mail').access)).toEqual([
      {
        actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
        resources: ['queue:send-email'],
      },
    ]);
  });

  it('Cognito admin is the listed admin calls on the pool; sign-in functions may only read the app client (its secret)', () => {
    expect(permissionOf('cognito:admin')).toEqual({
      actions: COGNITO_ADMIN_ACTIONS,
      resources: ['user-pool'],
    });
    expect(permissionOf('cognito:auth')).toEqual({
      actions: ['cognito-idp:DescribeUserPoolClient'],
      resources: ['user-pool'],
    });
  });

  it('only the send-email consumer may send mail through SES', () => {
    const senders = [...routes.map((r) => r.access), ...queues.map((q) => q.access)].filter((access) =>
      permissionsOf(access).some((p) => p.actions.includes('ses:SendEmail')),
    );
    expect(senders).toEqual([queues.find((q) => q.name === 'send-email')!.access]);
  });

  it('lists each access once, whatever the order of the list', () => {
    expect(permissionsOf(['table:write', 'table:read', 'table:read'])).toEqual(
      permissionsOf(['table:read', 'table:write']),
    );
    expect(permissionsOf([])).toEqual([]);
  });
});
