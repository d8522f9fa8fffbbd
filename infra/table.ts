/**
 * The single DynamoDB table, defined once as plain data: the CDK stack and the local runtime both
 * build their table from this.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  globalIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

/** Every attribute used as a key anywhere in the table (all strings). */
export function keyAttributes(): string[] {
  const names = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const index of tableDefinition.globalIndexes) {
    names.add(index.partitionKey);
    names.add(index.sortKey);
  }
  return [...names];
}
