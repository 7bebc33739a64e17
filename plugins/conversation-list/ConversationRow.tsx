import { ChannelBadge, SlaBadge, store } from '@tessera/core';
import { memo } from 'react';
import { Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { meta, name, preview, unread } from './list.css';

/**
 * One row: consumer, last message, channel, SLA clock and unread count. Reads only its own
 * conversation's shown fields, and is memoised, so another row changing (or the list
 * re-ordering) does not render it again; the clock re-renders itself on its own.
 */
export const ConversationRow = memo(function ConversationRow({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const c = useSnapshot(store).conversations[conversationId];
  if (!c) return null;
  const last = c.lastMessage;
  const fromUs = last && (last.by === 'agent' || last.by === 'manager');
  const lastText = last?.text ? `${fromUs ? intl.formatMessage({ id: 'conversationList.youPrefix' }) : ''}${last.text}` : intl.formatMessage({ id: 'conversationList.noMessages' });
  return (
    <>
      {/* The option's name is the consumer alone; the last message describes it. The clock ticks
          beside them, so the name a screen reader announces does not change every second. */}
      <Text slot="label" className={name}>
        {c.consumer.displayName || c.consumer.name}
      </Text>
      {c.unreadCount > 0 ? (
        <span className={unread} aria-label={intl.formatMessage({ id: 'conversationList.unread' }, { count: c.unreadCount })}>
          {c.unreadCount}
        </span>
      ) : (
        <span />
      )}
      <Text slot="description" className={preview}>
        {lastText}
      </Text>
      <span className={meta}>
        <ChannelBadge channel={c.channel} />
        <SlaBadge conversationId={conversationId} />
      </span>
    </>
  );
});
