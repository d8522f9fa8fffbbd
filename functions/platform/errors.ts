/** One problem with one field of a request. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** What an HTTP error may carry besides its message: field issues, more body fields, and the error it translates. */
export interface HttpErrorOptions {
  errors?: FieldIssue[];
  /** Fields the error body carries beside `detail` (e.g. a superseded link's `current`); never `detail` or `errors`. */
  body?: Record<string, unknown>;
  /** The lower-level failure behind this one, so a log line shows the root. */
  cause?: unknown;
  /** When to try again (a 429's `Retry-After` header, in seconds). */
  retryAfterSeconds?: number;
}

/** A failure with an HTTP status and a message safe to show to the caller. */
export class HttpError extends Error {
  readonly errors?: FieldIssue[];
  readonly retryAfterSeconds?: number;
  readonly body?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = new.target.name;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }
}

/**
 * A class of failure that a data module throws for its service to translate (into an HTTP answer, a
 * retry), named after the subclass, with a fixed message.
 */
export function namedFailure(message: string) {
  return class extends Error {
    constructor(options?: ErrorOptions) {
      super(message, options);
      this.name = new.target.name;
    }
  };
}

/** A subclass of HttpError for one status, with the message it says when given none. */
function httpError(statusCode: number, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage, options?: HttpErrorOptions) {
      super(statusCode, message, options);
    }
  };
}

/** 400: the request is malformed or breaks a rule. */
export class ValidationError extends httpError(400, 'Invalid request') {}
/** 401: no valid credentials. */
export class UnauthorizedError extends httpError(401, 'Not authenticated') {}
/** 402: the plan does not allow this any more (trial over, unpaid, cancelled); the message links to billing. */
export class PaymentRequiredError extends httpError(
  402,
  'Your plan does not include this. Open the Billing page to subscribe.',
) {}
/** 403: authenticated but not allowed. */
export class ForbiddenError extends httpError(403, 'You do not have permission to do this') {}
/** 404: missing, or owned by someone else (we never say which). */
export class NotFoundError extends httpError(404, 'Not found') {}
/** 409: conflicts with the current state. */
export class ConflictError extends httpError(409, 'This conflicts with the current state') {}
/** 410: existed once, no longer usable. */
export class GoneError extends httpError(410, 'This is no longer available') {}
/** 413: body too large. */
export class PayloadTooLargeError extends httpError(413, 'Request body is too large') {}
/** 429: slow down. */
export class TooManyRequestsError extends httpError(
  429,
  'Too many requests. Please wait a few minutes and try again.',
) {}
/** 503: a service we depend on is unavailable or not configured. */
export class ServiceUnavailableError extends httpError(503, 'This service is unavailable right now') {}
