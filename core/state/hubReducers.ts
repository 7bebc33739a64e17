import type { Bus } from '../bus';
import type { ClosedBy } from '../schemas';
import { availabilityChanged } from './availability';
import {
  conversationClosed,
  conversationRemoved,
  conversationStatusChanged,
  conversationUpserted,
  managerJoined,
  messageArrived,
} from './conversations';
import { isTabRequired } from './session';
import { store } from './store';

type Unsubscribe = () => void;

/**
 * What each of the 17 hub events does to the list and the conversations (spec 000 §4).
 * `missing` is asked for a conversation an event names that the list does not hold yet.
 */
export function applyHubEvents(bus: Bus, now: () => number, missing: (conversationId: string) => void): Unsubscribe {
  const offs: Unsubscribe[] = [];

  const arrive = (e: { conversationId: string; message: Parameters<typeof messageArrived>[0]['message'] }) => {
    messageArrived({ conversationId: e.conversationId, message: e.message, at: now() });
    if (!store.conversations[e.conversationId]) missing(e.conversationId);
  };
  const close = (by: ClosedBy) => (e: { conversationId: string; end?: string | undefined; hasPosChat: boolean }) =>
    conversationClosed({
      conversationId: e.conversationId,
      by,
      end: e.end ?? new Date(now()).toISOString(),
      hasPosChat: e.hasPosChat,
      tabRequired: isTabRequired(),
    });
  const remove = (e: { conversationId: string }) => conversationRemoved(e.conversationId);

  const table = {
    'hub:newMessageQueue': (e: { conversation: Parameters<typeof conversationUpserted>[0] }) => conversationUpserted(e.conversation),
    'hub:newMessageTelegram': arrive,
    'hub:newMessagePrivate': arrive,
    'hub:newMessageFromManager': arrive,
    'hub:newMessageFromAgent': arrive,
    'hub:closeConversationByClient': close('client'),
    'hub:closeConversationByAgent': close('agent'),
    'hub:closeConversationByManager': close('manager'),
    'hub:closeConversationBySystem': close('system'),
    'hub:transferConversationByAgent': remove,
    'hub:transferConversationByManager': remove,
    'hub:transferConversationBySystem': remove,
    'hub:inactiveConversationBySystem': (e: { conversationId: string }) =>
      conversationStatusChanged({ conversationId: e.conversationId, status: 'inactive', at: now() }),
    'hub:managerJoinToConversation': (e: { conversationId: string; user: { user_id: string; user_name: string } }) =>
      managerJoined(e),
    'hub:endPosChat': (e: { conversationId: string }) =>
      conversationStatusChanged({ conversationId: e.conversationId, status: 'closed', at: now() }),
    'hub:changeAvailability': (e: { availability_id: string }) => availabilityChanged(e.availability_id),
  } as const;

  for (const [type, handler] of Object.entries(table)) {
    bus.on(type as never, handler as never);
    offs.push(() => bus.off(type as never, handler as never));
  }
  return () => offs.forEach((off) => off());
}
