import { DemoError, type DemoModel, type DemoUser } from '@tessera/core/testing/demo';
import { relationships } from '../api';

/**
 * PATCH /conversation-extra-info (spec 001 §7) in the demo contact centre: the conversation's
 * extra information takes the usability's breadcrumbs, scenario and relationship (and clientInfo
 * when sent); the next read of the conversation carries them.
 */
export const SLICE_ID = 'usability';
export type UsabilitySlice = { failing: boolean };

export const seedUsability = (): UsabilitySlice => ({ failing: false });

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function saveExtraInfo(model: DemoModel, user: DemoUser, conversationId: string, body: Record<string, unknown>) {
  if (model.slice<UsabilitySlice>(SLICE_ID).failing) throw new DemoError(500, 'server', 'Unavailable service');
  const record = Object.hasOwn(model.state.conversations, conversationId) ? model.state.conversations[conversationId] : undefined;
  if (!record || (user.role !== 'manager' && !record.conversation.users.some((u) => u.user_id === user.id))) {
    throw new DemoError(404, 'conversation', 'Conversation not found');
  }
  const { usability, clientInfo } = body;
  if (usability !== undefined && !isObject(usability)) throw new DemoError(400, 'usability', 'usability must be an object');
  if (clientInfo !== undefined && clientInfo !== null && !isObject(clientInfo)) throw new DemoError(400, 'clientInfo', 'clientInfo must be an object');
  const relation = usability?.relation;
  if (relation !== undefined && relation !== null && !(relationships as readonly unknown[]).includes(relation)) {
    throw new DemoError(400, 'relation', 'Invalid relation');
  }
  const c = record.conversation;
  const before = isObject(c.extraInfo.usability) ? c.extraInfo.usability : {};
  // A new object: the conversation's parts are replaced whole, never changed in place.
  c.extraInfo = {
    ...c.extraInfo,
    ...(usability ? { usability: { ...before, ...usability } } : {}),
    ...(isObject(clientInfo) ? { clientInfo } : {}),
  };
  return structuredClone(c.extraInfo);
}

/** PATCH conversation-extra-info answers 500 until turned off. */
export function setExtraInfoFailure(model: DemoModel, on: boolean): void {
  model.slice<UsabilitySlice>(SLICE_ID).failing = on;
}
