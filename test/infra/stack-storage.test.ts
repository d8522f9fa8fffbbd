import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../infra/table.js';
import {
  type BucketProps,
  type BucketPolicyProps,
  type TableProps,
  ofType,
  expectDeniesInsecureTransport,
} from '../support/ridgeline-stack.js';

describe('short-lived objects', () => {
  it('expires unconfirmed browser uploads and exports (CRM, whole account) after a day, and nothing else', () => {
    const rules = ofType<BucketProps>('AWS::S3::Bucket').flatMap(
      ([, bucket]) => bucket.Properties.LifecycleConfiguration?.Rules ?? [],
    );
    expect(rules).toEqual([
      expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
    ]);
  });
});

describe('storage', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType<BucketProps>('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
          .SSEAlgorithm,
      ).toBe('AES256');
      const policy = ofType<BucketPolicyProps>('AWS::S3::BucketPolicy').find(
        ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }),
      );
      expectDeniesInsecureTransport(policy?.[1].Properties.PolicyDocument, id);
    }
  });

  it('lets the web app upload logos from its own origin only', () => {
    const withCors = ofType<BucketProps>('AWS::S3::Bucket').flatMap(([, b]) =>
      b.Properties.CorsConfiguration ? [b.Properties.CorsConfiguration] : [],
    );
    expect(withCors).toHaveLength(1);
    const [rule] = withCors[0].CorsRules;
    expect(rule.AllowedMethods).toEqual(['GET', 'PUT', 'HEAD', 'POST']);
    expect(rule.AllowedHeaders).toEqual(['*']);
    expect(rule.ExposedHeaders).toEqual(['ETag']);
    expect(rule.AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(rule.AllowedOrigins[0])).toMatch(/https:\/\/.*Distribution.*DomainName/);
  });

  it('builds the table from tableDefinition with PITR, TTL and both GSIs, and retains it', () => {
    const tables = ofType<TableProps>('AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    const [, table] = tables[0];
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.ttlAttribute,
      Enabled: true,
    });
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    const indexes = table.Properties.GlobalSecondaryIndexes;
    for (const name of ['GSI1', 'GSI2']) {
      expect(indexes.find((i) => i.IndexName === name)?.KeySchema, name).toEqual([
        { AttributeName: `${name}PK`, KeyType: 'HASH' },
        { AttributeName: `${name}SK`, KeyType: 'RANGE' },
      ]);
    }
    for (const attr of table.Properties.AttributeDefinitions) expect(attr.AttributeType).toBe('S');
  });
});
