import { own } from '../model/own';
import { pickReply } from '../model/content/replies';
import { topicById } from '../model/content/topics';
import { topicVars } from '../model/conversationFactory';
import type { DemoModel } from '../model/DemoModel';

/** What the consumer of a conversation says next, given the agent's last message. */
export function consumerReply(model: DemoModel, conversationId: string): string {
  const record = own(model.state.conversations, conversationId);
  if (!record) return 'Ok.';
  const consumer = model.state.consumers.find((c) => c.id === record.consumerId);
  const agentId = record.conversation.users[0]?.user_id;
  const user = model.state.users.find((u) => u.id === agentId) ?? model.state.users[0];
  if (!consumer || !user) return 'Ok.';
  const lastAgent = [...record.messages].reverse().find((m) => m.by === 'agent' || m.by === 'manager');
  const vars = topicVars(consumer, record.conversation.protocol, user);
  return pickReply(model.rng, lastAgent?.text ?? '', topicById(record.topicId), vars);
}
