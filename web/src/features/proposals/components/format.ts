const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with cents (spec 001 §9: USD, en-US). */
export function money(dollars: number): string {
  return usd.format(dollars);
}

/** A whole number with thousands separators. */
export function whole(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** US date of a YYYY-MM-DD or ISO timestamp, e.g. "Dec 21, 2026" (calendar dates are not shifted by time zones). */
export function usDate(value: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendar ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: calendar ? 'UTC' : undefined,
  });
}
