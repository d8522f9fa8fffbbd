import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../../functions/platform/errors.js';
import { errorFields } from '../../../functions/platform/log.js';

describe('typed errors', () => {
  it('carry their status, name and default message', () => {
    const missing = new NotFoundError();
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing.statusCode).toBe(404);
    expect(missing.name).toBe('NotFoundError');
    expect(missing.message).toBe('Not found');
    expect(new ServiceUnavailableError('Payments are not configured').statusCode).toBe(503);
  });

  it('keep field issues and the error they translate', () => {
    const root = new Error('ConditionalCheckFailed');
    const error = new ValidationError('Bad', { errors: [{ path: 'name', message: 'Bad' }], cause: root });
    expect(error.errors).toEqual([{ path: 'name', message: 'Bad' }]);
    expect(error.cause).toBe(root);
  });

  it('log the whole chain of causes down to the root', () => {
    const root = new Error('TransactionCanceledException');
    const middle = new Error('membership change refused: no-seat', { cause: root });
    const fields = errorFields(new ConflictError('Your plan is full', { cause: middle }));
    expect(fields).toMatchObject({
      error: 'ConflictError',
      errorMessage: 'Your plan is full',
      cause: {
        errorMessage: 'membership change refused: no-seat',
        cause: { errorMessage: 'TransactionCanceledException' },
      },
    });
  });

  it('stop following causes that loop', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(() => JSON.stringify(errorFields(first))).not.toThrow();
  });
});
