import { iso } from './clock';
import type { DemoAuthor, DemoMessage, DemoUser } from './types';

export const BOT_NAME = 'Assistente Tessera';

/** One message as the backend stores it; previousId links it to the one before. */
export function createMessage(args: {
  id: string;
  previous: DemoMessage | undefined;
  by: DemoAuthor;
  text: string;
  at: number;
  user?: Pick<DemoUser, 'id' | 'name'> | undefined;
  unread?: boolean;
  clientId?: string | undefined;
}): DemoMessage {
  const { id, by, text, at, user } = args;
  const message: DemoMessage = {
    _id: id,
    currentId: id,
    previousId: args.previous?._id ?? null,
    by,
    text,
    sentTime: iso(at),
    receivedTime: iso(at),
    files: [],
    favorite: false,
    private: false,
    unread: args.unread ?? false,
    status: by === 'agent' || by === 'manager' ? { sent: true, delivered: true, read: false } : {},
  };
  if (user && (by === 'agent' || by === 'manager')) {
    message.userId = user.id;
    message.userName = user.name;
  }
  if (by === 'bot') message.userName = BOT_NAME;
  if (by === 'system') message.systemMessage = true;
  if (args.clientId) message.clientId = args.clientId;
  return message;
}
