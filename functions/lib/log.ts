/** Structured JSON logs; one line per event so CloudWatch Logs Insights can query the fields. */
export function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (process.env.LOG_FORMAT === 'pretty') {
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

/** The useful parts of an unknown error, without leaking it to callers. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}
