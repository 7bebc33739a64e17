import { DemoError, type DemoModel, type DemoUser } from '@tessera/core/testing/demo';

/** The contact's display name in the demo contact centre (PATCH /display-name, spec 000 §7). */

/** The longest display name the demo accepts (spec 000 §9: names up to 50). */
export const DISPLAY_NAME_MAX = 50;

export type DisplayNameAnswer = { id: string; name: string; displayName: string | null };

/**
 * PATCH /display-name: the name the agents see for a consumer, on every conversation with them,
 * the ones to come included. Blank or null clears it (the registered name shows again). An agent
 * may rename only a consumer they are talking to; a manager anyone.
 */
export function setDisplayName(model: DemoModel, user: DemoUser, consumerId: string, displayName: unknown): DisplayNameAnswer {
  if (displayName !== null && typeof displayName !== 'string') throw new DemoError(400, 'display_name', 'Display name must be text or null');
  const value = typeof displayName === 'string' ? displayName.trim() || null : null;
  if (value !== null && value.length > DISPLAY_NAME_MAX) {
    throw new DemoError(400, 'display_name', `Display name must have at most ${DISPLAY_NAME_MAX} characters`);
  }
  const consumer = model.state.consumers.find((c) => c.id === consumerId);
  const records = Object.values(model.state.conversations).filter((r) => r.consumerId === consumerId);
  const allowed = user.role === 'manager' || records.some((r) => r.conversation.users.some((u) => u.user_id === user.id));
  if (!consumer || !allowed) throw new DemoError(404, 'consumer', 'Consumer not found');
  consumer.displayName = value;
  for (const record of records) record.conversation.consumer.displayName = value;
  return { id: consumer.id, name: consumer.name, displayName: value };
}
