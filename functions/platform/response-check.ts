import type { z } from '@shared/kernel/zod.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields of the answer that the schema does not declare (zod would strip them silently). */
function undeclaredFields(wire: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(wire) && Array.isArray(parsed))
    return wire.flatMap((item, index) => undeclaredFields(item, parsed[index], `${path}${index}.`));
  if (!isRecord(wire) || !isRecord(parsed)) return [];
  return Object.keys(wire).flatMap((key) =>
    key in parsed
      ? undeclaredFields(wire[key], parsed[key], `${path}${key}.`)
      : [`${path}${key}: not declared by the response schema`],
  );
}

/**
 * What is wrong with a JSON answer against its schema: zod's issues and, unless `allowUndeclared`,
 * fields the schema does not declare. Checked as the client receives it (after JSON), so dates and
 * undefined count as they arrive. Empty when the answer matches.
 */
export function responseProblems(schema: z.ZodMiniType, body: unknown, allowUndeclared = false): string[] {
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = schema.safeParse(wire);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return allowUndeclared ? [] : undeclaredFields(wire, parsed.data, '');
}
