import { isFinished, keyScope, useConsumerName, useSelectedConversation } from '@tessera/core';
import { useIntl } from 'react-intl';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { finished, tile } from './conversation.css';
import { DropZone } from './DropZone';
import { MessageList } from './MessageList';
import { ThreadBanners } from './ThreadBanners';

/** The open conversation; the footer is hidden once it is closed or in post-chat (spec 001 §2). */
export default function OpenConversation() {
  const intl = useIntl();
  const c = useSelectedConversation();
  const name = useConsumerName(c?.consumer);
  if (!c) return null;
  const id = c.conversationId;
  return (
    <div className={tile} {...keyScope('conversation')}>
      <DropZone key={`drop-${id}`} conversationId={id}>
      <ConversationHeader conversationId={id} />
      <ThreadBanners conversationId={id} />
      <MessageList key={`messages-${id}`} conversationId={id} consumerName={name} />
      {isFinished(c) ? (
        <p className={finished}>{intl.formatMessage({ id: 'conversation.finished' })}</p>
      ) : (
        <Composer key={`composer-${id}`} conversationId={id} consumerName={name} />
      )}
      </DropZone>
    </div>
  );
}
