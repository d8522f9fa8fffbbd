/**
 * Stands in for the SDK's lazily loaded event-stream codec (`@smithy/core/event-streams`, ~19 KB
 * with its CRC and header code): no Ridgeline function calls an operation that streams events
 * (DynamoDB, SQS, S3 objects, SES, Cognito), so reaching this is a bug worth a clear message.
 */
function unbundled() {
  throw new Error('Event streams are not bundled: no Ridgeline function calls an event-stream operation');
}

export const EventStreamSerde = unbundled;
export const eventStreamSerdeProvider = unbundled;
