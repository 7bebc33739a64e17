import { delay, HttpResponse } from 'msw';
import type { ModelHost } from '../host';
import { DemoError, type DemoUser } from '../model/types';

/** Milliseconds to wait before answering a request. */
export type Latency = () => number;

export type HandlerContext = { host: ModelHost; latency: Latency };

/** 80-250 ms, varied but deterministic (no Math.random), so the demo feels like a network. */
export function demoLatency(min = 80, max = 250): Latency {
  let n = 0;
  return () => min + ((n++ * 7919) % (max - min + 1));
}
export const noLatency: Latency = () => 0;

/** Success bodies are `{ data }` envelopes. */
export const ok = (data: unknown) => HttpResponse.json({ data });

/** Failures are non-200 with `{ message: [{ key, value }] }` (spec 000 §8). */
export const fail = (status: number, key: string, value: string) =>
  HttpResponse.json({ message: [{ key, value }] }, { status });

export const unauthorized = () => fail(401, 'authorization', 'Invalid request');

/** A token a supervisor's logout killed says so: the workspace shows its dialog even if the hub event never came. */
const loggedOutByManager = () => fail(401, 'logoutByManager', 'You have been logged out by your supervisor.');

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Resolver = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response>;
type Authed = (args: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  user: DemoUser;
  token: string;
}) => Response | Promise<Response>;

/** Wraps a resolver: latency, DemoError -> error body, anything else -> 500 'Unavailable service'. */
export function guarded(ctx: HandlerContext, resolve: Resolver): Resolver {
  return async (args) => {
    const ms = ctx.latency();
    if (ms > 0) await delay(ms);
    try {
      return await resolve(args);
    } catch (error) {
      if (error instanceof DemoError) return fail(error.status, error.key, error.value);
      console.error('[tessera-demo] handler failed', error);
      return fail(500, 'server', 'Unavailable service');
    }
  };
}

/** Like guarded(), and the request must carry `Authorization: Bearer <token>` of a live session. */
export function authed(ctx: HandlerContext, resolve: Authed): Resolver {
  return guarded(ctx, async ({ request, params }) => {
    const token = bearerToken(request);
    const user = token ? ctx.host.read((m) => m.userForToken(token)) : undefined;
    if (!token || !user) return token && ctx.host.read((m) => m.revocationReason(token)) === 'logoutByManager' ? loggedOutByManager() : unauthorized();
    return resolve({ request, params, user, token });
  });
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/**
 * The language a request asks to be answered in (Accept-Language, as the workspace sends it): the
 * demo company keeps some names (availability statuses) in English too, as a real one would.
 */
export function languageOf(request: Request): 'pt' | 'en' {
  return /^\s*en\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'en' : 'pt';
}
