import { call, type Snapshot, type Conversation, type PublicSession } from '@tessera/core';
import * as z from 'zod/mini';
import { tokenErpEndpoint } from './endpoints';

/**
 * The embedded page of the link widget and what it is told (spec 001 §2 Link widget, §7 GET
 * token-erp; DESIGN §5 Safety).
 *
 * Sandbox. The frame always gets `allow-scripts allow-forms allow-popups` (a company portal is
 * an application). It gets `allow-same-origin` too only when the page's origin differs from the
 * workspace's: the page needs both, because the token is posted to its exact origin, which an
 * opaque (sandboxed) origin does not have, and its script must run to read it; on its own
 * origin the pair gives it nothing of the workspace. A page on the workspace's own origin never
 * gets the pair (it could lift its own sandbox and reach the workspace's storage): it runs with
 * an opaque origin and is told nothing.
 *
 * Messages. The handoff goes by `postMessage` to the frame's window, addressed to the page's
 * exact origin (never '*'): if the frame has navigated elsewhere, the browser drops it. Messages
 * from frames are read only when they come from that origin and from that frame's window; the
 * page may ask for the handoff again with `{ type: 'tessera.link.ready' }`.
 */

export const LINK_RETENTION_MS = 1_800_000;
export const HANDOFF_TYPE = 'tessera.link.handoff';
export const READY_TYPE = 'tessera.link.ready';

/** The page's address when it may be embedded: absolute http(s) only. */
export function embeddableUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the page may be told the token: on an origin of its own, other than the workspace's. */
export const handsOff = (pageOrigin: string, workspaceOrigin: string) => pageOrigin !== 'null' && pageOrigin !== workspaceOrigin;

/** The frame's sandbox (see above). */
export function sandboxFor(pageOrigin: string, workspaceOrigin: string): string {
  return handsOff(pageOrigin, workspaceOrigin) ? 'allow-scripts allow-same-origin allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups';
}

export interface Handoff {
  type: typeof HANDOFF_TYPE;
  token: string;
  /** The consumer's document (CPF or CNPJ), '' when unknown. */
  document: string;
  /** The agent's profile. */
  profile: { id: string; name: string } | null;
  /** The agent. */
  user: { id: string; name: string; email: string; registration: string };
  conversation: { id: string; protocol: string };
}

/** Posts the handoff to the frame's window, to the page's exact origin only. */
export function postHandoff(target: Pick<Window, 'postMessage'>, pageOrigin: string, handoff: Handoff): void {
  if (!/^https?:\/\/[^/]+$/.test(pageOrigin)) throw new Error(`no exact origin to post to: ${pageOrigin}`);
  target.postMessage(handoff, pageOrigin);
}

/** Whether a message comes from the page: its origin and the frame's own window. */
export const fromPage = (event: Pick<MessageEvent, 'origin' | 'source'>, frameWindow: Window | null | undefined, pageOrigin: string) =>
  !!frameWindow && event.source === frameWindow && event.origin === pageOrigin;

export const asksForHandoff = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === READY_TYPE;

const DOCUMENT_KEYS = ['cpf', 'cpfCnpj', 'cnpj', 'documento', 'document'];

/** The consumer's document: from the widget's data, else what the conversation knows of the consumer. */
export function consumerDocument(userData: Readonly<Record<string, unknown>>, siebelData: Readonly<Record<string, unknown>>, conversation: Snapshot<Conversation> | undefined): string {
  for (const source of [userData, siebelData, conversation?.consumerInfo ?? {}]) {
    for (const key of DOCUMENT_KEYS) {
      const value = Object.hasOwn(source, key) ? source[key] : undefined;
      if (typeof value === 'string' && value) return value;
      if (typeof value === 'number') return String(value);
    }
  }
  return '';
}

/** 'Get Token ERP Error' (spec 001 §8): the token is missing or could not be had. */
export class TokenMissingError extends Error {
  constructor(cause?: unknown) {
    super('Get Token ERP Error', { cause });
    this.name = 'TokenMissingError';
  }
}

const tokenAnswer = z.object({ data: z.nullish(z.object({ token: z.nullish(z.string()) })) });

/** GET /token-erp: data.token, or TokenMissingError. */
export async function fetchErpToken(): Promise<string> {
  let token: string | null | undefined;
  try {
    token = (await call('get', tokenErpEndpoint(), tokenAnswer)).data?.token;
  } catch (error) {
    throw new TokenMissingError(error);
  }
  if (!token) throw new TokenMissingError();
  return token;
}

export function handoffFor(token: string, document: string, session: Snapshot<PublicSession> | null, conversation: Snapshot<Conversation>): Handoff {
  const profile = session?.profiles[0];
  return {
    type: HANDOFF_TYPE,
    token,
    document,
    profile: profile ? { id: profile.id, name: profile.name } : null,
    user: { id: session?.user.id ?? '', name: session?.user.name ?? '', email: session?.user.email ?? '', registration: session?.user.extra_matricula ?? '' },
    conversation: { id: conversation.conversationId, protocol: conversation.protocol ?? '' },
  };
}
