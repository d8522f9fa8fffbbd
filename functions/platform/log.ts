import { config } from './config.js';

/** Structured JSON logs; one line per event so CloudWatch Logs Insights can query the fields. */
export function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (config.LOG_LEVEL === 'silent' || (config.LOG_LEVEL === 'error' && level !== 'error')) return;
  if (config.LOG_FORMAT === 'pretty') {
    // `npm start`: one short line a request; the JSON form is for CloudWatch.
    const summary = fields.route ? `${fields.route} → ${fields.status} (${fields.ms} ms)` : message;
    const detail = level === 'info' ? '' : ` ${JSON.stringify(fields)}`;
    (level === 'error' ? console.error : console.log)(
      `  ${level === 'info' ? '' : `[${level}] `}${summary}${detail}`,
    );
    return;
  }
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Causes followed at most this deep (a cycle of causes must not loop). */
const MAX_CAUSES = 5;

/** The useful parts of an unknown error and of the errors that caused it, without leaking it to callers. */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Record<string, unknown> = {
    error: error.name,
    errorMessage: error.message,
    stack: error.stack,
  };
  if (error.cause !== undefined && depth < MAX_CAUSES) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}
