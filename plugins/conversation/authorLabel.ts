import type { Message, Snapshot } from '@tessera/core';
import type { IntlShape } from 'react-intl';

/** Our own message (sent from this session's user, or an agent message with nobody named). */
export const isMine = (m: Snapshot<Message>, myId: string | undefined): boolean => m.by === 'agent' && (!m.userId || m.userId === myId);

/** Who wrote a message, as the thread and the announcer name them. */
export function authorLabel(intl: IntlShape, m: Snapshot<Message>, consumerName: string, myId: string | undefined): string {
  if (isMine(m, myId)) return intl.formatMessage({ id: 'conversation.author.you' });
  const fromConsumer = m.by === 'consumer' || m.by === 'client';
  return intl.formatMessage({ id: `conversation.author.${fromConsumer ? 'consumer' : m.by}` }, { name: fromConsumer ? consumerName : (m.userName ?? '') });
}
