import { type Conversation, conversationSchema } from '../schemas';

/**
 * A conversation as the server sends it, parsed: active on WhatsApp, agent 1001's, the consumer
 * having spoken last at 10:10 on 21/11/2026. `extra` overrides any field (as the server would send it).
 */
export function testConversation(id: string, extra: Record<string, unknown> = {}): Conversation {
  return conversationSchema.parse({
    conversationId: id,
    status: 'active',
    skillId: 'skl-sinistro-auto',
    channel: 'whatsapp',
    consumer: { id: `cns-${id}`, name: `Cliente ${id}` },
    users: [{ user_id: '1001', user_name: 'Ana Souza' }],
    lastMessage: { sentTime: '2026-11-21T10:10:00.000Z', by: 'consumer', text: 'Oi' },
    slaLate: 300,
    ...extra,
  });
}
