/** A failure with an HTTP status and a message safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is malformed or breaks a rule. */
export class ValidationError extends HttpError {
  constructor(message: string, errors?: { path: string; message: string }[]) {
    super(400, message, errors);
  }
}
/** 401: no valid credentials. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}
/** 403: authenticated but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
/** 404: missing, or owned by someone else (we never say which). */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
/** 409: conflicts with the current state. */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 410: existed once, no longer usable. */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
/** 413: body too large. */
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
/** 429: slow down. */
export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests. Please wait a few minutes and try again.') {
    super(429, message);
  }
}
