import type { RoofType } from '@shared/domain/measurement/types.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** US dollars with cents (spec 001 §9: USD, en-US). */
export function money(dollars: number): string {
  return usd.format(dollars);
}

/** "2,702 sq ft". */
export function sqft(value: number): string {
  return `${whole.format(value)} sq ft`;
}

/** A number with thousands separators and up to `digits` decimals. */
export function number(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** US date of a YYYY-MM-DD or ISO timestamp ("Jul 14, 2026"); calendar dates are not shifted by time zones. */
export function usDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined,
  });
}

/** US date and time of an ISO timestamp. */
export function usDateTime(value: string): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  flat: 'Flat',
  shed: 'Shed',
  gable: 'Gable',
  hip: 'Hip',
  cross_gable: 'Cross-gable',
  complex: 'Complex',
};

/** How a roof type reads on screen. */
export function roofTypeLabel(type: RoofType): string {
  return ROOF_TYPE_LABELS[type];
}

/** "Lopez, Maria" or "Lopez". */
export function customerName(last: string, first: string | null): string {
  return first ? `${last}, ${first}` : last;
}
