import { Button, dayKey, dayLabel, highlight, loadMessages, Spinner, store } from '@tessera/core';
import { Fragment, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { daySeparator, historyEdge, log, scroller } from './conversation.css';
import { MessageItem } from './MessageItem';
import { useStickToBottom } from './useStickToBottom';

interface Props {
  conversationId: string;
  consumerName: string;
}

/** The thread, oldest first, with DD/MM day separators and older pages on demand. */
export function MessageList({ conversationId, consumerName }: Props) {
  const intl = useIntl();
  const thread = useSnapshot(store).threads[conversationId];
  const { activeMessageId, conversationId: highlighted } = useSnapshot(highlight);
  const ref = useRef<HTMLDivElement>(null);
  const messages = thread?.messages ?? [];
  const last = messages[messages.length - 1];
  const onScroll = useStickToBottom(ref, messages[0]?._id, last?._id, last?.by === 'agent' && !!last.status.sending);

  useEffect(() => {
    if (!thread || thread.status === 'idle') void loadMessages(conversationId, 1);
    // Only on opening: later pages load on demand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  useEffect(() => {
    if (highlighted !== conversationId || !activeMessageId) return;
    ref.current?.querySelector(`[data-message-id="${CSS.escape(activeMessageId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [activeMessageId, highlighted, conversationId]);

  const loading = thread?.status === 'loading';
  let previousDay = '';
  return (
    <div ref={ref} className={scroller} onScroll={onScroll}>
      {thread?.complete ? (
        <p className={historyEdge}>{intl.formatMessage({ id: 'conversation.historyStart' })}</p>
      ) : loading ? (
        <p className={historyEdge}>
          <Spinner label={intl.formatMessage({ id: 'conversation.loadingOlder' })} />
        </p>
      ) : messages.length > 0 ? (
        <p className={historyEdge}>
          <Button variant="ghost" icon="up" onPress={() => void loadMessages(conversationId)}>
            {intl.formatMessage({ id: 'conversation.loadOlder' })}
          </Button>
        </p>
      ) : null}
      {thread?.status === 'error' && (
        <p className={historyEdge} role="alert">
          {intl.formatMessage({ id: 'conversation.loadError' }, { message: thread.error ?? '' })}{' '}
          <Button variant="ghost" onPress={() => void loadMessages(conversationId)}>
            {intl.formatMessage({ id: 'conversation.retry' })}
          </Button>
        </p>
      )}
      <ol className={log} role="log" aria-label={intl.formatMessage({ id: 'conversation.messages' }, { name: consumerName })}>
        {messages.map((m) => {
          const day = dayKey(m.sentTime);
          const separator = day !== previousDay;
          previousDay = day;
          return (
            // The client id stays the same from sending to sent, so the bubble is not re-created.
            <Fragment key={m.clientId ?? m._id}>
              {separator && (
                <li className={daySeparator} role="separator" aria-label={dayLabel(m.sentTime)}>
                  {dayLabel(m.sentTime)}
                </li>
              )}
              <MessageItem
                conversationId={conversationId}
                message={m}
                consumerName={consumerName}
                active={highlighted === conversationId && activeMessageId === m._id}
              />
            </Fragment>
          );
        })}
      </ol>
      {thread?.status === 'success' && messages.length === 0 && (
        <p className={historyEdge}>{intl.formatMessage({ id: 'conversation.noMessages' })}</p>
      )}
    </div>
  );
}
