import { STEP_UP_REQUIRED } from '@shared/kernel/constants.js';
import { ApiError, httpRequest, type RequestOptions } from './http';
import { clearSession, getAccessToken } from './session';

// Screens of the signed-in area find the client's error type and messages here, with the client.
export { API_BASE, API_MESSAGES, ApiError, errorMessage } from './http';

const toLogin = () => window.location.assign('/login');
let onUnauthorized: () => void = toLogin;
let onStepUp: (() => Promise<boolean>) | undefined;

/** Lets the app route a 401 through the router instead of a full page load (none: back to the page load). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler ?? toLogin;
}

/**
 * Lets the app ask an operator for a fresh authenticator code when a route wants one (user
 * administration, exports); the handler resolves true once the code was accepted.
 */
export function setStepUpHandler(handler: (() => Promise<boolean>) | undefined): void {
  onStepUp = handler;
}

function send<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const token = getAccessToken();
  return httpRequest(path, options, token ? { Authorization: `Bearer ${token}` } : {});
}

/**
 * The signed-in client: a call with the user's bearer token; a 401 signs out and goes to /login, and
 * a route asking an operator for a fresh code is tried again once the code is accepted.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await send(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.detail === STEP_UP_REQUIRED && onStepUp) {
      if (await onStepUp()) return apiRequest(path, options);
    }
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      onUnauthorized();
    }
    throw error;
  }
}
