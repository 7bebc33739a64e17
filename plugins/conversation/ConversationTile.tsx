import { EmptyState, isFinished, store, useConsumerName } from '@tessera/core';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { finished, tile } from './conversation.css';
import { MessageList } from './MessageList';

/** The open conversation; the footer is hidden once it is closed or in post-chat (spec 001 §2). */
export default function ConversationTile() {
  const intl = useIntl();
  const snap = useSnapshot(store);
  const id = snap.selectedConversationId;
  const c = id ? snap.conversations[id] : undefined;
  const name = useConsumerName(c?.consumer);
  if (!id || !c) return <EmptyState icon="chat">{intl.formatMessage({ id: 'conversation.none' })}</EmptyState>;
  return (
    <div className={tile}>
      <ConversationHeader conversationId={id} />
      <MessageList key={`messages-${id}`} conversationId={id} consumerName={name} />
      {isFinished(c) ? (
        <p className={finished}>{intl.formatMessage({ id: 'conversation.finished' })}</p>
      ) : (
        <Composer key={`composer-${id}`} conversationId={id} consumerName={name} />
      )}
    </div>
  );
}
