// Every sum of money, number and date a person reads (screens, the homeowner portal, PDFs, mails) is
// written by these functions, in US English (USD, en-US), so a value reads the same
// everywhere it appears.

const LOCALE = 'en-US';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const numberFormats = new Map<string, Intl.NumberFormat>();

// Intl formatters are made on first use: the first Intl call sets up ICU (tens of milliseconds on a
// phone), which the landing page, whose figures are all whole numbers, never needs to pay.
function intl(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number with US thousands separators, rounded half away from zero as Intl does. */
function groupWhole(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Dollars with cents, e.g. 12345.6 → "$12,345.60". */
export function formatMoney(dollars: number): string {
  return intl('usd', { style: 'currency', currency: 'USD' }).format(dollars);
}

/** Cents as a dollar amount, e.g. 123456 → 1234.56 (a stray fraction of a cent is rounded first); null stays null. */
export function centsAsDollars(cents: number): number;
export function centsAsDollars(cents: number | null | undefined): number | null;
export function centsAsDollars(cents: number | null | undefined): number | null {
  return cents == null ? null : Math.round(cents) / 100;
}

/** Integer cents as dollars with cents, e.g. 1234567 → "$12,345.67". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Dollars rounded to whole dollars, e.g. 1197.6 → "$1,198". */
export function formatWholeDollars(dollars: number): string {
  const whole = groupWhole(dollars);
  return whole.startsWith('-') ? `-$${whole.slice(1)}` : `$${whole}`;
}

/** A number with thousands separators and exactly `digits` decimals, e.g. 2632.14 → "2,632". */
export function formatNumber(value: number, digits = 0): string {
  if (digits === 0) return groupWhole(value);
  return intl(`n${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A count and its noun, singular only for exactly 1: (1, 'roll') → "1 roll", (18.9, 'square', 1) → "18.9 squares". */
export function formatCount(
  count: number,
  singular: string,
  digits = 0,
  pluralNoun = `${singular}s`,
): string {
  return `${formatNumber(count, digits)} ${count === 1 ? singular : pluralNoun}`;
}

/** Roofing squares (100 ft² each) to the hundredth, e.g. 18.81 → "18.81 squares", 1 → "1.00 square". */
export function formatSquares(squares: number): string {
  return formatCount(squares, 'square', 2);
}

/** An area in whole square feet, e.g. 2702.4 → "2,702 sq ft". */
export function formatSqft(value: number): string {
  return `${formatNumber(value)} sq ft`;
}

/** A share already in percent, e.g. 37.25 → "37.3%". */
export function formatPercent(value: number, digits = 1): string {
  return `${value.toFixed(digits)}%`;
}

/** How a date reads: short ("Jul 14, 2026") or long ("July 14, 2026") month; `utc` reads timestamps in UTC. */
export interface DateStyle {
  month?: 'short' | 'long';
  utc?: boolean;
}

function toDate(value: string | Date): { date: Date; calendar: boolean } {
  if (value instanceof Date) return { date: value, calendar: false };
  // Noon UTC keeps a calendar date on its day in every time zone.
  if (CALENDAR_DATE.test(value)) return { date: new Date(`${value}T12:00:00Z`), calendar: true };
  return { date: new Date(value), calendar: false };
}

/**
 * A calendar date (YYYY-MM-DD, never shifted by time zones) or a timestamp (in the reader's time
 * zone unless `utc`) as a US date, e.g. "Jul 14, 2026"; '' when the value is not a date.
 */
export function formatDate(value: string | Date, { month = 'short', utc = false }: DateStyle = {}): string {
  const { date, calendar } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(LOCALE, {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: calendar || utc ? 'UTC' : undefined,
  });
}

/** A date as documents and mails print it, in UTC so every reader sees the same day: "December 21, 2026". */
export function formatLongDate(value: string | Date): string {
  return formatDate(value, { month: 'long', utc: true });
}

/** A calendar date (YYYY-MM-DD) without its year, e.g. "Dec 7", where the week around it says the year. */
export function formatMonthDay(date: string): string {
  return toDate(date).date.toLocaleDateString(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The weekday of a calendar date (YYYY-MM-DD), e.g. "Monday" or "Mon". */
export function formatWeekday(date: string, style: 'long' | 'short' = 'long'): string {
  return toDate(date).date.toLocaleDateString(LOCALE, { weekday: style, timeZone: 'UTC' });
}

/** The month of a timestamp in UTC, e.g. "December 2026". */
export function formatMonth(value: string | Date): string {
  const { date } = toDate(value);
  return date.toLocaleDateString(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A timestamp in the reader's time zone, e.g. "Jul 14, 2026, 3:05 PM". */
export function formatDateTime(value: string | Date): string {
  const { date } = toDate(value);
  return date.toLocaleString(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A timestamp to the second in UTC, as records show it, e.g. "November 21, 2026, 20:40:00 UTC". */
export function formatUtcTimestamp(value: string | Date): string {
  const { date } = toDate(value);
  return `${formatLongDate(date)}, ${date.toISOString().slice(11, 19)} UTC`;
}

/** The text with a capital first letter, e.g. "pending" → "Pending". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words for a machine value, e.g. "cross_gable" → "Cross gable". */
export function humanize(value: string): string {
  return capitalize(value.replace(/_/g, ' '));
}

/**
 * The values of a label map, in its order (`z.enum` takes them): the map is then the one list of the
 * values, and every value has its words.
 */
export function keysOf<K extends string>(labels: Record<K, unknown>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

/** How each value is shown, where that is just its words ("in_progress" → "In progress"). */
export function humanLabels<V extends string>(values: readonly V[]): Record<V, string> {
  return Object.fromEntries(values.map((value) => [value, humanize(value)])) as Record<V, string>;
}
