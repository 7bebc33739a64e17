import type { Bus, BusEvents } from '../bus';
import type { HubEventName, HubExtensionName } from '../hub/events';
import { notify } from '../notify/notifier';
import { consumerName as shownName } from '../text/displayName';
import type { ClosedBy } from '../schemas';
import { availabilityChanged } from './availability';
import {
  conversationClosed,
  conversationInactivated,
  conversationRemoved,
  conversationUpserted,
  managerJoined,
  messageArrived,
  posChatEnded,
} from './conversations';
import { type JournalEntry, recordHubEvent } from './eventJournal';
import { featuresChanged, isTabRequired } from './session';
import { store } from './store';

type Unsubscribe = () => void;
type EventName = HubEventName | HubExtensionName;
type Payload<K extends EventName> = BusEvents[`hub:${K}`];
/** One event's effect on the store, given when this window received it. */
type Effect<K extends EventName> = (payload: Payload<K>, at: number) => void;
type Effects = { [K in EventName]?: Effect<K> };

/** Who moved a conversation away, and what the agent who had it open is told. */
const transferNotice = {
  transferConversationByManager: 'conversations.transferredAway.manager',
  transferConversationBySystem: 'conversations.transferredAway.system',
} as const;

/**
 * What each of the 17 hub events does to the list and the conversations (spec 000 §4). Every
 * effect is idempotent, so an event seen twice (a duplicate after a reconnect, a replay on top
 * of a reloaded list) leaves the state as seeing it once. `missing` is asked for a conversation
 * an event names that the list does not hold yet.
 */
function effects(missing: (conversationId: string) => void): Effects {
  const arrive = ({ conversationId, message }: Payload<'newMessageTelegram'>, at: number) => {
    messageArrived({ conversationId, message, at });
    if (!store.conversations[conversationId]) missing(conversationId);
  };
  const close =
    (by: ClosedBy) =>
    ({ conversationId, end, hasPosChat }: Payload<'closeConversationByClient'>, at: number) =>
      conversationClosed({ conversationId, by, end: end ?? new Date(at).toISOString(), hasPosChat, tabRequired: isTabRequired() });
  const remove = ({ conversationId }: Payload<'transferConversationByAgent'>) => conversationRemoved(conversationId);

  return {
    newMessageQueue: ({ conversation }) => conversationUpserted(conversation),
    newMessageTelegram: arrive,
    newMessagePrivate: arrive,
    newMessageFromManager: arrive,
    newMessageFromAgent: arrive,
    closeConversationByClient: close('client'),
    closeConversationByAgent: close('agent'),
    closeConversationByManager: close('manager'),
    closeConversationBySystem: close('system'),
    transferConversationByAgent: remove,
    transferConversationByManager: remove,
    transferConversationBySystem: remove,
    inactiveConversationBySystem: ({ conversationId, inactivityTime }, at) =>
      conversationInactivated({ conversationId, at, inactivityTime: inactivityTime ?? undefined }),
    managerJoinToConversation: ({ conversationId, user }) => managerJoined({ conversationId, user }),
    endPosChat: ({ conversationId }) => posChatEnded(conversationId),
    changeAvailability: ({ availability_id }) => availabilityChanged(availability_id),
    // logoutByManager: the session's business (core/session/sessionEnd.ts), wired by the workspace.
    featuresChanged: ({ features }) => featuresChanged(features),
    conversationUpdated: ({ conversation }) => {
      // Details of a conversation we hold; one we do not hold is not ours to add.
      if (store.conversations[conversation.conversationId]) conversationUpserted(conversation);
    },
  };
}

const consumerName = (conversationId: string) => {
  const c = store.conversations[conversationId];
  return c ? shownName(c.consumer) : undefined;
};

/**
 * What the agent is told of an event, before it applies (live events only, never replays):
 * the open conversation going to someone else (it would otherwise vanish from under them),
 * and a supervisor joining one of their conversations.
 */
function announce(type: EventName, payload: unknown): void {
  const { conversationId, user } = payload as { conversationId: string; user?: { user_id: string; user_name: string } };
  const name = consumerName(conversationId);
  if (name === undefined) return;
  const notice = transferNotice[type as keyof typeof transferNotice];
  if (notice && store.selectedConversationId === conversationId) {
    notify.toast({ tone: 'warning', text: { id: notice }, values: { name } });
  }
  if (type === 'managerJoinToConversation' && user && !store.conversations[conversationId]!.users.some((u) => u.user_id === user.user_id)) {
    notify.toast({ tone: 'info', text: { id: 'conversations.managerJoined' }, values: { manager: user.user_name, name } });
  }
}

let active: Effects | undefined;

/** Applies `hub:*` bus events to the store; events are journaled for a list reload in flight. */
export function applyHubEvents(bus: Bus, now: () => number, missing: (conversationId: string) => void): Unsubscribe {
  const table = effects(missing);
  active = table;
  const offs: Unsubscribe[] = [];
  for (const [type, effect] of Object.entries(table) as [EventName, Effect<EventName>][]) {
    const handler = (payload: unknown) => {
      const at = now();
      recordHubEvent({ type, payload, at });
      announce(type, payload);
      effect(payload as never, at);
    };
    bus.on(`hub:${type}` as never, handler as never);
    offs.push(() => bus.off(`hub:${type}` as never, handler as never));
  }
  return () => {
    offs.forEach((off) => off());
    if (active === table) active = undefined;
  };
}

/** Applies journaled events again, silently (no notices), on top of a freshly loaded list. */
export function replayHubEvents(entries: readonly JournalEntry[]): void {
  const table = active;
  if (!table) return;
  for (const { type, payload, at } of entries) (table[type as EventName] as Effect<EventName> | undefined)?.(payload as never, at);
}
