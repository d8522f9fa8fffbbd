import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  CreateFaqRequest,
  CreateTestimonialRequest,
  Faq,
  Testimonial,
} from '@shared/public-site/schemas/content.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { TABLE, transactWrite } from '../../platform/data/table.js';

/** Most FAQs one list answer returns (the FAQ is a short, curated list). */
const FAQ_PAGE = 100;

/**
 * Put a new testimonial with the operator's audit entry in the same transaction; the oldest come first in
 * lists (ULID sort keys).
 */
export async function putTestimonial(
  input: CreateTestimonialRequest,
  actor: Actor,
  now = new Date(),
): Promise<Testimonial> {
  const item: Testimonial = { id: ulid(now.getTime()), ...input };
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: { ...keys.testimonial(item.id), type: 'testimonial', ...item, createdAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    auditPut('testimonial', item.id, actor, { action: 'created', before: null, after: { ...item } }, now),
  ]);
  return item;
}

/** The first `limit` testimonials in the order they were added (one Query on the testimonial partition). */
export async function listTestimonials(limit: number): Promise<Testimonial[]> {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.content('TESTIMONIAL') },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: item.id,
    name: item.name,
    company: item.company,
    quote: item.quote,
    rating: item.rating,
  }));
}

/**
 * Put a new FAQ under its category (sort key `<category>#<id>`, so a category is one key range), with the
 * operator's audit entry in the same transaction.
 */
export async function putFaq(input: CreateFaqRequest, actor: Actor, now = new Date()): Promise<Faq> {
  const item: Faq = { id: ulid(now.getTime()), ...input };
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: { ...keys.faq(item.category, item.id), type: 'faq', ...item, createdAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    auditPut('faq', item.id, actor, { action: 'created', before: null, after: { ...item } }, now),
  ]);
  return item;
}

/** FAQs of one category, or all of them, each category in the order its questions were added. */
export async function listFaqs(category?: string): Promise<Faq[]> {
  const pk = partitions.content('FAQ');
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: category ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
      ExpressionAttributeValues: category
        ? { ':pk': pk, ':prefix': SK_PREFIX.faqCategory(category) }
        : { ':pk': pk },
      Limit: FAQ_PAGE,
    }),
  );
  return Items.map((item) => ({
    id: item.id,
    question: item.question,
    answer: item.answer,
    category: item.category,
  }));
}
