import { call } from '@tessera/core';
import * as z from 'zod/mini';
import { extraInfoEndpoint } from './endpoints';

// Any 200 is success; what the backend echoes back is not needed.
const answer = z.object({ data: z.optional(z.unknown()) });

/** What the open-usability button saves (spec 001 §7 PATCH conversation-extra-info). */
export interface UsabilityExtraInfo {
  usability: { breadcrumbs: string; scenario: string; relation: string };
  clientInfo?: Readonly<Record<string, unknown>>;
}

/** PATCH /conversation-extra-info?id={chatId}. */
export async function saveExtraInfo(chatId: string, body: UsabilityExtraInfo): Promise<void> {
  await call('patch', extraInfoEndpoint(), answer, { params: { id: chatId }, body });
}

/** The body for a conversation: breadcrumbs and scenario from the widget data (else its extra information), its clientInfo when it has one. */
export function extraInfoBody(
  extraInfo: unknown,
  widget: { breadcrumbs: string; scenario: string } | null | undefined,
  relation: string,
): UsabilityExtraInfo {
  const extra = (extraInfo ?? {}) as { usability?: { breadcrumbs?: unknown; scenario?: unknown }; clientInfo?: unknown };
  const saved = extra.usability ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const body: UsabilityExtraInfo = {
    usability: {
      breadcrumbs: widget?.breadcrumbs || text(saved.breadcrumbs),
      scenario: widget?.scenario || text(saved.scenario),
      relation,
    },
  };
  const clientInfo = extra.clientInfo;
  if (clientInfo && typeof clientInfo === 'object' && !Array.isArray(clientInfo)) body.clientInfo = clientInfo as Record<string, unknown>;
  return body;
}
