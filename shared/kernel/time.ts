// Lengths of time and day arithmetic. Days here are UTC days of 24 hours: no daylight saving.

/** Milliseconds in a minute. */
export const MINUTE_MS = 60_000;
/** Milliseconds in an hour. */
export const HOUR_MS = 60 * MINUTE_MS;
/** Milliseconds in a day. */
export const DAY_MS = 24 * HOUR_MS;
/** Seconds in a day (token lifetimes, `ttl` attributes, rate-limit windows). */
export const DAY_SECONDS = 86_400;

/** The instant `days` days after `date` (before it when negative). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day (YYYY-MM-DD) `days` days after `date`. */
export function dayAfter(date: Date, days: number): string {
  return utcDay(addDays(date, days));
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic in UTC, so no daylight-saving drift). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return utcDay(new Date(Date.UTC(year, month - 1, date + days)));
}

/** Days between two instants (ISO text or epoch milliseconds), to one decimal. */
export function daysBetween(from: string | number, to: string | number): number {
  const start = typeof from === 'number' ? from : Date.parse(from);
  const end = typeof to === 'number' ? to : Date.parse(to);
  return Math.round(((end - start) / DAY_MS) * 10) / 10;
}
