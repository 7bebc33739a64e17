import { ChannelBadge, SlaBadge, useConsumerName, useConversation } from '@tessera/core';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { meta, name, preview, srOnly, unread } from './list.css';
import { reportRender } from './renderProbe';

interface Props {
  conversationId: string;
  /** The ids the option names itself and describes itself by (aria-labelledby, aria-describedby). */
  nameId: string;
  previewId: string;
  /** The ids of the channel and SLA chips and of the unread count, also in the option's description. */
  metaId: string;
  unreadId: string;
}

/**
 * One row: consumer, last message, channel, SLA clock and unread count. Reads only its own
 * conversation's shown fields, and is memoised, so another row changing (or the list
 * re-ordering) does not render it again; the clock re-renders itself on its own.
 */
export const ConversationRow = memo(function ConversationRow({ conversationId, nameId, previewId, metaId, unreadId }: Props) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const consumer = useConsumerName(c?.consumer);
  reportRender('row', conversationId);
  if (!c) return null;
  const last = c.lastMessage;
  const fromUs = last && (last.by === 'agent' || last.by === 'manager');
  // A message without text carried a file (or a place): the preview says so rather than "no messages".
  const lastText = !last
    ? intl.formatMessage({ id: 'conversationList.noMessages' })
    : `${fromUs ? intl.formatMessage({ id: 'conversationList.youPrefix' }) : ''}${last.text || intl.formatMessage({ id: 'conversationList.attachmentOnly' })}`;
  return (
    <>
      {/* The option's name is the consumer alone; the last message describes it. The clock ticks
          beside them, so the name a screen reader announces does not change every second. */}
      <span id={nameId} className={name}>
        <bdi>{consumer}</bdi>
      </span>
      {c.unreadCount > 0 ? (
        <span className={unread}>
          <span aria-hidden="true">{c.unreadCount}</span>
          <span id={unreadId} className={srOnly}>
            {intl.formatMessage({ id: 'conversationList.unread' }, { count: c.unreadCount })}
          </span>
        </span>
      ) : (
        <span />
      )}
      <span id={previewId} className={preview}>
        {lastText}
      </span>
      <span id={metaId} className={meta}>
        <ChannelBadge channel={c.channel} />
        <SlaBadge conversationId={conversationId} />
      </span>
    </>
  );
});
