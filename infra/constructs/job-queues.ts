import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAX_RECEIVE_COUNT, queues, visibilityTimeout, type QueueDef } from '../queues.js';

/** The name of a queue from `infra/queues.ts`. */
export type QueueName = QueueDef['name'];

/** One work queue with its dead-letter queue and the alarm that watches it. */
export interface JobQueue {
  def: QueueDef;
  queue: Queue;
  deadLetterQueue: Queue;
  alarm: Alarm;
}

/** Every queue of `infra/queues.ts`, each with a DLQ and an alarm on it. */
export class JobQueues extends Construct {
  /** The queues by name. */
  readonly byName: Record<QueueName, JobQueue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = queues.map((def) => [def.name, this.createQueue(def)] as const);
    this.byName = Object.fromEntries(entries) as Record<QueueName, JobQueue>;
  }

  /** All queues, in the order of `infra/queues.ts`. */
  get all(): JobQueue[] {
    return Object.values(this.byName);
  }

  /** The work queues (not the DLQs) by name, for grants. */
  queuesByName(): Record<QueueName, Queue> {
    return Object.fromEntries(this.all.map((q) => [q.def.name, q.queue])) as Record<QueueName, Queue>;
  }

  private createQueue(def: QueueDef): JobQueue {
    const scope = new Construct(this, def.name);
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;
    const deadLetterQueue = new Queue(scope, 'Dlq', { ...common, retentionPeriod: Duration.days(14) });
    const queue = new Queue(scope, 'Queue', {
      ...common,
      // A message must stay invisible for the consumer's whole run (and retries), else it is processed twice.
      visibilityTimeout: Duration.seconds(visibilityTimeout(def)),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
    // Any message in a DLQ is a job that failed five times: someone has to look at it.
    const alarm = new Alarm(scope, 'DlqAlarm', {
      alarmDescription: `Messages in the ${def.name} dead-letter queue`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return { def, queue, deadLetterQueue, alarm };
  }
}
