import { SECOND } from './clock';
import { isChatChannel } from './skills';
import type { DemoChannel, DemoConversation } from './types';

/**
 * Inactivity (spec 000 §4): a chat whose consumer stays quiet for `inactivityTime` seconds after
 * the agent's message turns inactive. The agent's workspace marks it at that moment (POST
 * change-status); the system's own timer is the backstop for when no workspace is open, a little
 * later, so the two never race: whichever comes second finds it inactive already and does nothing.
 */

/** The demo company's inactivity time for chats: five minutes. Phone calls and tickets have none (0). */
export const CHAT_INACTIVITY_SECONDS = 300;
/** How long past inactivityTime the system waits for a workspace to mark the conversation first. */
export const SYSTEM_INACTIVITY_GRACE = 15 * SECOND;

export const inactivityTimeFor = (channel: DemoChannel): number => (isChatChannel(channel) ? CHAT_INACTIVITY_SECONDS : 0);

/** When the system marks a quiet chat inactive, counting from the agent's message; undefined: never. */
export function systemInactiveAt(c: Pick<DemoConversation, 'channel' | 'inactivityTime'>, agentMessageAt: number): number | undefined {
  if (!isChatChannel(c.channel) || !(c.inactivityTime > 0)) return undefined;
  return agentMessageAt + c.inactivityTime * SECOND + SYSTEM_INACTIVITY_GRACE;
}
