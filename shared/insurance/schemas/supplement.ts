import * as z from '../../kernel/zod.js';
import { SCOPE_UNITS, SUPPLEMENT_RULES } from '../supplement.js';
import { libraryDocument } from '../../documents/schemas/documents.js';

// The supplement builder (docs/product.md#insurance): the carrier scope as sent, the lines the contractor keeps, and
// the stored supplement request PDF. Money in dollars on the wire.

const MAX_QUANTITY = 1_000_000;
const number = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(0, `${label} cannot be negative`), z.lte(MAX_QUANTITY, `${label} is too large`));

/** Most scope lines one supplement reads (an exported roof estimate has a few dozen). */
export const MAX_SCOPE_LINES = 300;

/** One line of the carrier's scope as the screen sends it. */
export const scopeLineInput = z.strictObject({
  code: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(300)),
  quantity: number('Quantity'),
  unit: z.enum(SCOPE_UNITS, { error: `Unit must be one of ${SCOPE_UNITS.join(', ')}` }),
  unit_price: number('Unit price'),
});
export type ScopeLineInput = z.input<typeof scopeLineInput>;

/**
 * POST /api/projects/{id}/supplement: the carrier scope, the stories when known (high-roof charge),
 * the measured lines the contractor leaves out, the unit prices they fill in, and a note for the
 * cover letter. The measured quantities are computed again on the server from the linked estimate.
 */
export const createSupplementRequest = z.strictObject({
  scope: z
    .array(scopeLineInput)
    .check(
      z.minLength(1, 'Enter the carrier scope first'),
      z.maxLength(MAX_SCOPE_LINES, `At most ${MAX_SCOPE_LINES} scope lines`),
    ),
  stories: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(10)))),
  excluded: z.optional(z.array(z.enum(SUPPLEMENT_RULES)).check(z.maxLength(SUPPLEMENT_RULES.length))),
  unit_prices: z.optional(z.partialRecord(z.enum(SUPPLEMENT_RULES), number('Unit price'))),
  scope_date: z.optional(z.nullable(z.iso.date({ error: 'Dates must be YYYY-MM-DD' }))),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});
export type CreateSupplementRequest = z.input<typeof createSupplementRequest>;

/** One line of the supplement as answered. */
export const supplementLine = z.object({
  rule: z.enum(SUPPLEMENT_RULES),
  item: z.string(),
  unit: z.enum(SCOPE_UNITS),
  measured: z.number(),
  carrier: z.number(),
  difference: z.number(),
  unit_price: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  evidence: z.string(),
  status: z.enum(['missing', 'under_scoped']),
});
export type SupplementLineView = z.infer<typeof supplementLine>;

/** POST /api/projects/{id}/supplement answer: the stored document, its lines and a short-lived link. */
export const supplementResponse = z.object({
  document: libraryDocument,
  lines: z.array(supplementLine),
  url: z.string(),
});
export type SupplementResponse = z.infer<typeof supplementResponse>;
