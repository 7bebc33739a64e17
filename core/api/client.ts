import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { getConfig } from '../config';
import { logger } from '../logger';
import { bearer, getAuthorization, tellSessionRejected } from './authorization';
import { type ApiBase, type Endpoint, joinUrl } from './endpoints';
import { ApiError, errorFromResponse, toApiError } from './error';
import { appliedLanguage, localeOf } from '../i18n/locale';

// The token and the rejection listener live in authorization.ts (no axios): the sign-in path sets
// them without loading this module.
export { bearer, getAuthorization, onSessionRejected, setAuthorization } from './authorization';

function carriedSessionToken(error: unknown): boolean {
  const authorization = getAuthorization();
  if (!authorization || !(error instanceof AxiosError)) return false;
  return String(error.config?.headers?.get?.('Authorization') ?? '') === bearer(authorization);
}

function createClient(base: ApiBase): AxiosInstance {
  const instance = axios.create({
    // fetch everywhere: the same transport in the browser, in Node tests and under msw.
    adapter: 'fetch',
    // The spec: any status other than 200 is a failure.
    validateStatus: (status) => status === 200,
    timeout: 30_000,
  });
  instance.interceptors.request.use((request) => {
    const config = getConfig();
    request.baseURL = base === 'clients' ? config.clientsApiUrl : config.messagesApiUrl;
    // Names the company keeps in more than one language (availability statuses) come in the agent's.
    if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', localeOf[appliedLanguage()].intl);
    const authorization = getAuthorization();
    if (authorization && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', bearer(authorization));
    }
    return request;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toApiError(error);
    if (failure.status === 401 && carriedSessionToken(error)) tellSessionRejected(failure);
    return Promise.reject(failure);
  });
  return instance;
}

export const clientsApi = createClient('clients');
export const messagesApi = createClient('messages');

export function clientFor(base: ApiBase): AxiosInstance {
  return base === 'clients' ? clientsApi : messagesApi;
}

export interface CallOptions extends Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'baseURL'> {
  body?: unknown;
}

/**
 * Calls an endpoint and parses its answer with `schema`: a body that does not match is
 * logged with the path and the zod issues and fails the call like a server error would.
 */
export async function call<S extends z.core.$ZodType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  endpoint: Endpoint,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const { body, ...rest } = options;
  const response = await clientFor(endpoint.base).request({ ...rest, method, url: endpoint.path, data: body });
  const parsed = z.safeParse(schema, response.data);
  if (!parsed.success) {
    logger.warn(`[api] ${method.toUpperCase()} ${endpoint.path}: unexpected answer`, parsed.error.issues);
    throw new ApiError(errorFromResponse(500, undefined).message, response.status);
  }
  return parsed.data;
}

/** Absolute URL of an endpoint, for places that need one (the hub, downloads). */
export function urlOf(endpoint: Endpoint): string {
  const config = getConfig();
  return joinUrl(endpoint.base === 'clients' ? config.clientsApiUrl : config.messagesApiUrl, endpoint.path);
}
