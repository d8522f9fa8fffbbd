import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  GoneError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../../functions/platform/errors.js';
import { errorFields } from '../../../functions/platform/log.js';
import { httpErrors } from '../../../functions/platform/middleware/http-errors.js';

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

  it('answer extra body fields beside detail, which they can never replace', () => {
    const request = {
      error: new GoneError('Replaced', { body: { current: { number: 'P-7', sent_at: 'x' }, detail: 'no' } }),
      event: { routeKey: 'GET /x' },
      context: { awsRequestId: 'r' },
      response: undefined as { statusCode: number; body: string } | undefined,
    };
    (httpErrors().onError as unknown as (input: typeof request) => void)(request);
    expect(request.response!.statusCode).toBe(410);
    expect(JSON.parse(request.response!.body)).toEqual({
      detail: 'Replaced',
      current: { number: 'P-7', sent_at: 'x' },
    });
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
