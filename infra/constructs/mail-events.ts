import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * Delivery tracking (docs/product.md#communications): an SES configuration set publishes send, delivery, bounce, complaint
 * and delay events to an SNS topic, which delivers them raw to the mail-events queue, whose
 * consumer moves each communication's status forward.
 */
export class MailEvents extends Construct {
  /** The configuration set the send-email consumer names on every mail. */
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: { queue: IQueue }) {
    super(scope, id);
    const topic = new Topic(this, 'Topic', { enforceSSL: true });
    // Only SES of this account may publish mail events.
    topic.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: { StringEquals: { 'AWS:SourceAccount': topic.stack.account } },
      }),
    );
    topic.addSubscription(new SqsSubscription(props.queue, { rawMessageDelivery: true }));
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    this.configurationSet.addEventDestination('ToTopic', {
      destination: EventDestination.snsTopic(topic),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.DELIVERY_DELAY,
      ],
    });
  }
}
