import type { HubEventName, HubExtensionName } from './events';

/** The events that take a conversation off the agent's list or finish it. */
const takingAway: ReadonlySet<string> = new Set<HubEventName>([
  'closeConversationByClient',
  'closeConversationByAgent',
  'closeConversationByManager',
  'closeConversationBySystem',
  'transferConversationByAgent',
  'transferConversationByManager',
  'transferConversationBySystem',
]);

const conversationOf = (payload: unknown) => {
  const p = payload as { conversationId?: string; conversation?: { conversationId?: string } };
  return p.conversationId ?? p.conversation?.conversationId;
};

/**
 * Which conversations arrived in the slice of hub events being applied. A conversation that
 * arrives and is closed or taken away again within one burst is shown for a frame, not never:
 * the event that takes it away waits for the next slice, so whoever watches the store (the list,
 * the cockpit feed that reports arrivals and departures) sees it come before it goes.
 */
export function createArrivalWatch() {
  let arrived = new Set<string>();
  return {
    startSlice() {
      arrived = new Set();
    },
    note(name: HubEventName | HubExtensionName, payload: unknown) {
      const id = name === 'newMessageQueue' ? conversationOf(payload) : undefined;
      if (id) arrived.add(id);
    },
    takesAwayNew(name: HubEventName | HubExtensionName, payload: unknown): boolean {
      const id = conversationOf(payload);
      return takingAway.has(name) && id !== undefined && arrived.has(id);
    },
  };
}
