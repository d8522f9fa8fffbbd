import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../infra/permissions.js';
import { queues } from '../../infra/queues.js';
import { routes, type Access } from '../../infra/routes.js';
import { flatId, type Resource } from '../support/cdk-templates.js';
import {
  ridgelineApp,
  schedules,
  type PolicyDocument,
  type BucketPolicyProps,
  DYNAMODB_WRITES,
  S3_WRITES,
  ofType,
  routeFunctionId,
  scheduleFunctionId,
  consumerFunctionId,
  statementsOf,
  actionsOf,
  queueIds,
} from '../support/ridgeline-stack.js';

const { stack } = ridgelineApp();

describe('least privilege', () => {
  const subjects = (): { label: string; id: string; access: readonly Access[]; sendsEmail: boolean }[] => [
    ...routes.map((r) => ({
      label: `${r.method} ${r.path}`,
      id: routeFunctionId(r),
      access: r.access,
      sendsEmail: false,
    })),
    ...queues.map((q) => ({
      label: `consumer ${q.name}`,
      id: consumerFunctionId(q),
      access: q.access,
      sendsEmail: q.name === 'send-email',
    })),
    ...schedules.map((job) => ({
      label: `scheduled ${job.name}`,
      id: scheduleFunctionId(job),
      access: job.access,
      sendsEmail: false,
    })),
  ];

  it('a read-only route cannot write the table', () => {
    const readOnly = routes.filter(
      (r) => r.access.includes('table:read') && !r.access.includes('table:write'),
    );
    expect(readOnly.length).toBeGreaterThan(0);
    for (const route of readOnly) {
      const actions = actionsOf(routeFunctionId(route));
      expect(actions).toContain('dynamodb:Query');
      expect(actions).not.toContain('dynamodb:PutItem');
    }
  });

  it('grants table, bucket, Cognito admin and queue rights exactly as each access list says', () => {
    for (const { label, id, access } of subjects()) {
      const actions = actionsOf(id);
      const has = (a: Access) => access.includes(a);
      expect(actions.includes('dynamodb:Query'), `${label} table:read`).toBe(has('table:read'));
      expect(
        DYNAMODB_WRITES.some((a) => actions.includes(a)),
        `${label} table:write`,
      ).toBe(has('table:write'));
      expect(actions.includes('cognito-idp:AdminCreateUser'), `${label} cognito:admin`).toBe(
        has('cognito:admin'),
      );
      expect(
        actions.filter((a) => a.includes('*') && a.startsWith('cognito')),
        label,
      ).toEqual([]);
      expect(actions.includes('sqs:SendMessage'), `${label} queue:*`).toBe(
        access.some((a) => a.startsWith('queue:')),
      );
      expect(
        S3_WRITES.some((a) => actions.includes(a)),
        `${label} s3 writes`,
      ).toBe(has('uploads:write') || has('documents:write'));
      expect(actions.includes('s3:GetObject*'), `${label} s3 reads`).toBe(
        has('uploads:read') || has('documents:read'),
      );
    }
  });

  it('scopes queue sends to the named queue', () => {
    for (const { label, id, access } of subjects()) {
      for (const def of queues.filter((q) => access.includes(`queue:${q.name}` as Access))) {
        const send = statementsOf(id).find(
          (s) =>
            [s.Action].flat().includes('sqs:SendMessage') &&
            JSON.stringify(s.Resource).includes(queueIds(def).queue),
        );
        expect(send, `${label} → ${def.name}`).toBeDefined();
      }
    }
  });

  it('lets a consumer receive from its own queue only, and no route receive at all', () => {
    for (const route of routes) {
      expect(actionsOf(routeFunctionId(route)), `${route.method} ${route.path}`).not.toContain(
        'sqs:ReceiveMessage',
      );
    }
    for (const def of queues) {
      const receives = statementsOf(consumerFunctionId(def)).filter((s) =>
        [s.Action].flat().includes('sqs:ReceiveMessage'),
      );
      expect(
        receives.map((s) => s.Resource),
        def.name,
      ).toEqual([{ 'Fn::GetAtt': [queueIds(def).queue, 'Arn'] }]);
    }
  });

  it('grants through the functions’ roles, never through the shared resources’ policies', () => {
    // Grants across stacks fall back to resource policies when CDK cannot tell the accounts apart.
    const allowsIn = (policies: [string, Resource<{ PolicyDocument: PolicyDocument }>][]) =>
      policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement).filter((s) => s.Effect === 'Allow');
    // The one queue policy: SNS may deliver SES events to the mail-events queue, from its topic only.
    const queueAllows = allowsIn(ofType('AWS::SQS::QueuePolicy'));
    expect(queueAllows).toHaveLength(1);
    expect(queueAllows[0]).toMatchObject({
      Action: 'sqs:SendMessage',
      Principal: { Service: 'sns.amazonaws.com' },
      Condition: { ArnEquals: { 'aws:SourceArn': { Ref: expect.stringMatching(/^MailEventsTopic/) } } },
      Resource: { 'Fn::GetAtt': [expect.stringMatching(/^JobsmaileventsQueue/), 'Arn'] },
    });
    const dataBuckets = [
      stack.node.findChild('Storage').node.findChild('Uploads'),
      stack.node.findChild('Storage').node.findChild('Documents'),
    ];
    const dataBucketPolicies = ofType<BucketPolicyProps>('AWS::S3::BucketPolicy').filter(([, p]) =>
      dataBuckets.some(
        (b) =>
          JSON.stringify(p.Properties.Bucket) ===
          JSON.stringify({ Ref: flatId(b.node.defaultChild as CfnElement) }),
      ),
    );
    expect(dataBucketPolicies).toHaveLength(2);
    expect(allowsIn(dataBucketPolicies)).toEqual([]);
    expect(JSON.stringify(ofType('AWS::DynamoDB::GlobalTable')[0][1].Properties)).not.toContain(
      'ResourcePolicy',
    );
  });

  it('gives each role exactly the actions infra/permissions.ts lists for its access list, the one list the local runtime checks', () => {
    // Besides: its log streams, its secrets, and a consumer's rights on its own queue (the event source's).
    const receive = ['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage'];
    const around = ['logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:GetSecretValue'];
    for (const { label, id, access } of subjects()) {
      const consumer = label.startsWith('consumer ');
      const listed = permissionsOf(access).flatMap((permission) => permission.actions);
      const actions = actionsOf(id).filter(
        (action) => !around.includes(action) && !(consumer && receive.includes(action)),
      );
      expect(new Set(actions), label).toEqual(
        new Set([...listed, ...(consumer ? ['sqs:GetQueueUrl', 'sqs:GetQueueAttributes'] : [])]),
      );
    }
  });

  it('only the send-email consumer may call ses:SendEmail', () => {
    for (const { label, id, sendsEmail } of subjects()) {
      expect(actionsOf(id).includes('ses:SendEmail'), label).toBe(sendsEmail);
    }
    expect(subjects().filter((s) => s.sendsEmail)).toHaveLength(1);
  });
});
