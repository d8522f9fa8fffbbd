import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../table.js';

/** The single DynamoDB table, built from `infra/table.ts` (the local runtime uses the same data). */
export class DataTable extends Construct {
  /** The table itself. */
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      })),
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Customer data: a stack deletion or table replacement must never drop it.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
