import { getConfig } from '../../../config';
import { type Endpoint, joinUrl } from '../../../api/endpoints';

/**
 * URLs of the endpoints the demo serves, built from core/api/endpoints.ts and the current
 * configuration (read when the handlers are created: call setConfig() before that).
 */
export function apiUrl(endpoint: Endpoint): string {
  const config = getConfig();
  return joinUrl(endpoint.base === 'clients' ? config.clientsApiUrl : config.messagesApiUrl, endpoint.path);
}

const MARKER = 'tessera-demo-path-param';

/** An msw path with a `:param` where the builder puts its argument (builders encode their input). */
export function apiPattern(build: (value: string) => Endpoint, param: string): string {
  return apiUrl(build(MARKER)).replace(MARKER, `:${param}`);
}

/** An absolute http(s) URL: relative bases resolve against the page (browser) or a test origin (Node). */
export function absoluteUrl(url: string): string {
  const base = typeof location !== 'undefined' && /^https?:/.test(location.href) ? location.href : 'http://localhost/';
  return new URL(url, base).href;
}
