import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './http';

/**
 * Shows each field problem of a refused save under its own field: a 400 names them by the request's
 * path (`rates.labor_per_sqft`, `catalogue.lines.1.price_per_square`), the form by its own, so the
 * request's wrapper key `prefix` is dropped. What was typed stays as it was. True when the failure named
 * a field, so the caller need not repeat its reason in a banner.
 */
export function showFieldIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  failure: unknown,
  prefix = '',
): boolean {
  if (!(failure instanceof ApiError)) return false;
  for (const issue of failure.errors) {
    const path = prefix && issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    form.setError(path as Path<T>, { message: issue.message });
  }
  return failure.errors.length > 0;
}
