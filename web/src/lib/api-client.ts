import { ApiError, httpRequest, type RequestOptions } from './http';
import { clearSession, getAccessToken } from './session';

// Screens of the signed-in area find the client's error type and messages here, with the client.
export { API_BASE, API_MESSAGES, ApiError, errorMessage } from './http';

let onUnauthorized: () => void = () => window.location.assign('/login');

/** Lets the app route a 401 through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The signed-in client: a call with the user's bearer token; a 401 signs out and goes to /login. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = getAccessToken();
  try {
    return await httpRequest(path, options, token ? { Authorization: `Bearer ${token}` } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      onUnauthorized();
    }
    throw error;
  }
}
