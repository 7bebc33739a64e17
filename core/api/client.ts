import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { getConfig } from '../config';
import { logger } from '../logger';
import { type ApiBase, type Endpoint, joinUrl } from './endpoints';
import { ApiError, errorFromResponse, toApiError } from './error';

let authorization: string | undefined;

/** Both API clients carry this after sign-in; undefined drops it (logout, forced logout). */
export function setAuthorization(token: string | undefined): void {
  authorization = token;
}
export function getAuthorization(): string | undefined {
  return authorization;
}

let rejected: ((error: ApiError) => void) | undefined;

/**
 * Told when the server refuses the session's own token: a 401 to a call that carried it (not to a
 * sign-in, nor to a call made with another token, such as a password link's). Returns the undo.
 */
export function onSessionRejected(listener: (error: ApiError) => void): () => void {
  rejected = listener;
  return () => {
    if (rejected === listener) rejected = undefined;
  };
}

function carriedSessionToken(error: unknown): boolean {
  if (!authorization || !(error instanceof AxiosError)) return false;
  return String(error.config?.headers?.get?.('Authorization') ?? '') === bearer(authorization);
}

/** The Authorization header value of a token, whether or not it already says Bearer. */
export function bearer(token: string): string {
  return /^Bearer /i.test(token) ? token : `Bearer ${token}`;
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
    if (authorization && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', bearer(authorization));
    }
    return request;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toApiError(error);
    if (failure.status === 401 && carriedSessionToken(error)) rejected?.(failure);
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
export async function call<S extends z.ZodType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  endpoint: Endpoint,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const { body, ...rest } = options;
  const response = await clientFor(endpoint.base).request({ ...rest, method, url: endpoint.path, data: body });
  const parsed = schema.safeParse(response.data);
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
