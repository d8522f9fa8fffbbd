import { describe, expect, it } from 'vitest';
import { MAX_RECEIVE_COUNT, queues, visibilityTimeout } from '../../infra/queues.js';
import {
  ridgelineApp,
  type QueueProps,
  type QueuePolicyProps,
  ofType,
  lambda,
  consumerFunctionId,
  queueIds,
  expectDeniesInsecureTransport,
} from '../support/ridgeline-stack.js';

const { template, resources } = ridgelineApp();

describe('queues', () => {
  it('gives every queue a DLQ after MAX_RECEIVE_COUNT tries and 6× its consumer’s timeout', () => {
    expect(MAX_RECEIVE_COUNT).toBe(5);
    for (const def of queues) {
      const { queue, dlq } = queueIds(def);
      const consumerTimeout = lambda(consumerFunctionId(def)).Timeout;
      const queueProps = resources[queue].Properties as QueueProps;
      expect(queueProps).toMatchObject({
        VisibilityTimeout: visibilityTimeout(def),
        SqsManagedSseEnabled: true,
        RedrivePolicy: { maxReceiveCount: 5, deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
      });
      expect(queueProps.VisibilityTimeout).toBe(6 * consumerTimeout);
      expect((resources[dlq].Properties as QueueProps).SqsManagedSseEnabled).toBe(true);
    }
  });

  it('refuses non-TLS access to every queue and DLQ', () => {
    for (const def of queues) {
      for (const id of Object.values(queueIds(def))) {
        const policy = ofType<QueuePolicyProps>('AWS::SQS::QueuePolicy').find(
          ([, p]) => JSON.stringify(p.Properties.Queues) === JSON.stringify([{ Ref: id }]),
        );
        expectDeniesInsecureTransport(policy?.[1].Properties.PolicyDocument, id);
      }
    }
  });

  it('alarms on any message in each DLQ', () => {
    for (const def of queues) {
      const { dlq } = queueIds(def);
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('feeds each consumer with partial batch failures reported', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    expect(mappings).toHaveLength(queues.length);
    for (const def of queues) {
      expect(mappings, def.name).toContainEqual(
        expect.objectContaining({
          FunctionName: { Ref: consumerFunctionId(def) },
          EventSourceArn: { 'Fn::GetAtt': [queueIds(def).queue, 'Arn'] },
          BatchSize: def.batchSize,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
          ...(def.maxConcurrency ? { ScalingConfig: { MaximumConcurrency: def.maxConcurrency } } : {}),
        }),
      );
    }
    // The measure queue cannot outrun Google Solar's 600 queries a minute (docs/scaling.md).
    expect(queues.find((def) => def.name === 'measure-roof')!.maxConcurrency).toBe(4);
  });
});

describe('mail delivery events', () => {
  it('an SES configuration set publishes the five delivery events to SNS, delivered raw to the mail-events queue', () => {
    const [[, destination]] = ofType<{ EventDestination: Record<string, unknown> }>(
      'AWS::SES::ConfigurationSetEventDestination',
    );
    expect(destination.Properties.EventDestination).toMatchObject({
      Enabled: true,
      SnsDestination: { TopicARN: { Ref: expect.stringMatching(/^MailEventsTopic/) } },
    });
    expect([...(destination.Properties.EventDestination.MatchingEventTypes as string[])].sort()).toEqual(
      ['bounce', 'complaint', 'delivery', 'deliveryDelay', 'send'].sort(),
    );
    const [[, subscription]] = ofType<Record<string, unknown>>('AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'sqs', RawMessageDelivery: true });
    expect(ofType('AWS::SES::ConfigurationSet')).toHaveLength(1);
  });
});
