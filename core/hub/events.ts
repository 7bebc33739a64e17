import * as z from 'zod/mini';
import { BOUNDS, boundedList, boundedText } from '../schemas/bounds';
import { idString, optionalString } from '../schemas/common';
import { conversationSchema } from '../schemas/conversation';
import { featureSchema } from '../schemas/session';
import { messageSchema } from '../schemas/message';

/**
 * The 17 server events of the real-time hub (spec 000 §7), each with the schema of its one
 * argument. Payload shapes are the contract the demo hub emulator speaks as well.
 */
const conversationRef = z.object({ conversationId: idString });
const messageEvent = z.object({ conversationId: idString, message: messageSchema });
const closeEvent = z.object({
  conversationId: idString,
  end: optionalString,
  hasPosChat: z._default(z.boolean(), false),
});

export const hubEventSchemas = {
  /** A conversation arrives from the queue. */
  newMessageQueue: z.object({ conversation: conversationSchema }),
  /** A consumer message in a conversation the agent already holds. */
  newMessageTelegram: messageEvent,
  newMessagePrivate: messageEvent,
  newMessageFromManager: messageEvent,
  newMessageFromAgent: messageEvent,
  closeConversationByClient: closeEvent,
  closeConversationByAgent: closeEvent,
  closeConversationByManager: closeEvent,
  closeConversationBySystem: closeEvent,
  transferConversationByAgent: conversationRef,
  transferConversationByManager: conversationRef,
  transferConversationBySystem: conversationRef,
  inactiveConversationBySystem: z.extend(conversationRef, { inactivityTime: z.nullish(z.number()) }),
  managerJoinToConversation: z.extend(conversationRef, {
    user: z.object({ user_id: idString, user_name: boundedText(BOUNDS.name, 'manager name') }),
  }),
  endPosChat: conversationRef,
  changeAvailability: z.object({ availability_id: idString }),
  logoutByManager: z._default(z.object({ reason: optionalString }), { reason: undefined }),
} as const;

/** Tessera extensions the demo sends; a backend that never sends them loses nothing. */
export const hubExtensionSchemas = {
  /** An admin changed which plugins the company runs. */
  companyPluginsChanged: z._default(z.object({}), {}),
  /** An admin changed the company's default layout. */
  companyLayoutChanged: z._default(z.object({}), {}),
  /** A conversation's details changed on the server (the demo's SLA control): the list takes the new copy. */
  conversationUpdated: z.object({ conversation: conversationSchema }),
  /** The company's features changed (Tab made required, Insight turned off...): the session takes the new list. */
  featuresChanged: z.object({ features: boundedList(featureSchema, BOUNDS.sessionItems, 'features') }),
} as const;

export type HubEventName = keyof typeof hubEventSchemas;
export type HubExtensionName = keyof typeof hubExtensionSchemas;
/**
 * Payloads of the hub events. They reach the bus (as `hub:<name>`) in the leader window only, the one
 * holding the connection; the bus types them LeaderOnly<...> (core/bus, LeaderBusEvents).
 */
export type HubEvents = { [K in HubEventName]: z.infer<(typeof hubEventSchemas)[K]> };
export type HubExtensionEvents = { [K in HubExtensionName]: z.infer<(typeof hubExtensionSchemas)[K]> };
export const hubEventNames = Object.keys(hubEventSchemas) as HubEventName[];
export const hubExtensionNames = Object.keys(hubExtensionSchemas) as HubExtensionName[];
