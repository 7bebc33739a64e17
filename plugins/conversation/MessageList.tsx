import { Button, loadMessages, messagesRead, Spinner, useService, useSnapshot, useThread } from '@tessera/core';
import { type FocusEvent, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { edge, rowList, scroller, scrollMask, threadArea, threadBody } from './conversation.css';
import { FileRenderersProvider } from './fileRenderers';
import { JumpToNewest } from './JumpToNewest';
import { MessageActionsProvider } from './messageActions';
import { MessageItem } from './MessageItem';
import { NewMessagesAnnouncer } from './NewMessagesAnnouncer';
import { messageKey, threadRows, unreadCount } from './threadRows';
import { useDocumentVisible } from './useDocumentVisible';
import { seesNewest, useThreadVirtualizer } from './useThreadVirtualizer';
import { useUnreadDivider } from './useUnreadDivider';

/** A message renders again only when it (or its place) changed: messages are values, a change is a new object. */
const ShownMessage = memo(MessageItem);

/** From this scroll range on, the thread fades at its edges (spec 001 §9). */
const MASK_FROM_PX = 220;
/** Older pages load when the agent scrolls to within this many rows of the oldest one held. */
const NEAR_OLDEST_ROWS = 3;

interface Props {
  conversationId: string;
  consumerName: string;
}

/**
 * The thread, oldest first, with DD/MM day separators, the 'new messages' divider and older pages
 * on demand. Virtualised: only the rows in view are mounted, so a 10,000-message thread opens at
 * its newest message as fast as a short one, and search or Insight still reach any message.
 */
export function MessageList({ conversationId, consumerName }: Props) {
  const intl = useIntl();
  const thread = useThread(conversationId);
  const view = useService('conversation.view');
  const { activeMessageId, conversationId: highlighted, term } = useSnapshot(view.highlighted);
  const active = highlighted === conversationId ? activeMessageId : null;
  const highlightTerm = highlighted === conversationId ? term : '';
  const messages = useMemo(() => thread?.messages ?? [], [thread?.messages]);
  const unreadFrom = useUnreadDivider(messages);
  const rows = useMemo(() => threadRows(messages, unreadFrom), [messages, unreadFrom]);
  const revealIndex = useMemo(() => (active ? rows.findIndex((r) => r.message._id === active) : -1), [rows, active]);
  // The row holding the keyboard (a star, a resend button) stays mounted when it scrolls out of view.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedIndex = useMemo(() => (focusedKey ? rows.findIndex((r) => r.key === focusedKey) : -1), [rows, focusedKey]);
  // How far the agent unfolded each very long message: kept while its row scrolls out and back.
  const [unfolded, setUnfolded] = useState<ReadonlyMap<string, number>>(() => new Map());
  const unfold = useCallback((key: string, unfolds: number) => setUnfolded((before) => new Map(before).set(key, unfolds)), []);

  const scrollerRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { virtualizer, laidOut } = useThreadVirtualizer(scrollerRef, rows, revealIndex, focusedIndex);
  useEffect(() => view.bindThread(conversationId, () => logRef.current?.focus()), [view, conversationId]);

  useEffect(() => {
    if (!thread || thread.status === 'idle') void loadMessages(conversationId, 1);
    // Only on opening: later pages load on demand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  // Once its newest messages (or that it has none) are on screen, the add-ons held for them may start.
  const shown = laidOut && (rows.length > 0 || thread?.status === 'success');
  useEffect(() => {
    if (!shown) return;
    let after: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the task after it, once painted.
    const frame = requestAnimationFrame(() => (after = setTimeout(() => view.threadPainted(conversationId), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(after);
    };
  }, [shown, view, conversationId]);

  // Opens at the newest message, as soon as there are messages.
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    if (hasRows) virtualizer.scrollToEnd();
  }, [hasRows, virtualizer]);

  // Our own reply going out, or a colleague's or supervisor's new message, brings the view down to it.
  const last = messages[messages.length - 1];
  const lastKey = last ? messageKey(last) : undefined;
  const bringsDown = !!last && ((last.by === 'agent' && !!last.status.sending) || ((last.by === 'agent' || last.by === 'manager') && last.unread));
  useEffect(() => {
    if (bringsDown) virtualizer.scrollToEnd();
  }, [lastKey, bringsDown, virtualizer]);

  // A search match or an Insight word, mounted or not: the view goes to it.
  useEffect(() => {
    if (revealIndex >= 0) virtualizer.scrollToIndex(revealIndex, { align: 'center' });
  }, [revealIndex, active, virtualizer]);

  // Where the agent is: near the bottom, the newest messages count as seen.
  const range = laidOut ? Math.max(0, virtualizer.getTotalSize() - (scrollerRef.current?.clientHeight ?? 0)) : 0;
  const offset = virtualizer.scrollOffset ?? 0;
  const nearBottom = !laidOut || seesNewest({ distanceFromEnd: virtualizer.getDistanceFromEnd(), offset, range });
  const unread = unreadCount(messages);
  const visible = useDocumentVisible();
  useEffect(() => {
    if (unread > 0 && nearBottom && visible) messagesRead({ conversationId });
  }, [unread, nearBottom, visible, conversationId]);

  // Scrolled up to the oldest messages held: the next older page comes in (the view keeps its place).
  const firstShown = virtualizer.range?.startIndex ?? 0;
  const canLoadOlder = laidOut && hasRows && !!thread && !thread.complete && thread.status === 'success';
  useEffect(() => {
    if (canLoadOlder && firstShown <= NEAR_OLDEST_ROWS) void loadMessages(conversationId);
  }, [canLoadOlder, firstShown, conversationId]);

  const jumpToNewest = () => {
    virtualizer.scrollToEnd();
    messagesRead({ conversationId });
    // The button goes once the view is down: the keyboard stays in the thread.
    logRef.current?.focus({ preventScroll: true });
  };

  const onFocus = (event: FocusEvent) => {
    const index = (event.target as Element).closest?.('li[data-index]')?.getAttribute('data-index');
    setFocusedKey(index != null ? (rows[Number(index)]?.key ?? null) : null);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  const loading = thread?.status === 'loading';
  const items = virtualizer.getVirtualItems();
  return (
    <div className={threadArea}>
      <div ref={scrollerRef} className={range >= MASK_FROM_PX ? `${scroller} ${scrollMask}` : scroller}>
        <FileRenderersProvider>
          <MessageActionsProvider>
            {/* The log's own changes are not spoken (rows mount and unmount as the agent scrolls): the
                announcer below speaks what is new. In the tab order: focused, PageUp / PageDown / Home /
                End scroll the thread; the keyboard lands here too when the reply box goes. */}
            <div
              ref={logRef}
              tabIndex={0}
              onFocus={onFocus}
              onBlur={onBlur}
              role="log"
              aria-live="off"
              aria-label={intl.formatMessage({ id: 'conversation.messages' }, { name: consumerName })}
              className={threadBody}
              style={{ height: virtualizer.getTotalSize() }}
            >
              <div className={edge}>
                {thread?.status === 'success' && !hasRows ? (
                  <span>{intl.formatMessage({ id: 'conversation.noMessages' })}</span>
                ) : thread?.complete ? (
                  <span>{intl.formatMessage({ id: 'conversation.historyStart' })}</span>
                ) : loading && !hasRows ? (
                  <Spinner label={intl.formatMessage({ id: 'conversation.loadingOlder' })} />
                ) : thread?.status === 'error' ? (
                  <span role="alert">
                    {intl.formatMessage({ id: 'conversation.loadError' }, { message: thread.error ?? '' })}{' '}
                    <Button variant="ghost" onPress={() => void loadMessages(conversationId)}>
                      {intl.formatMessage({ id: 'conversation.retry' })}
                    </Button>
                  </span>
                ) : hasRows ? (
                  // Stays while older messages come in (pending, not gone): the keyboard on it is not dropped.
                  <Button variant="ghost" icon="up" isPending={loading} onPress={() => void loadMessages(conversationId)}>
                    {intl.formatMessage({ id: loading ? 'conversation.loadingOlder' : 'conversation.loadOlder' })}
                  </Button>
                ) : null}
              </div>
              <ol className={rowList}>
                {items.map((item) => {
                  const { message, startsDay, startsUnread, key } = rows[item.index]!;
                  return (
                    // The client id stays the same from sending to sent, so the bubble is not re-created.
                    <ShownMessage
                      key={key}
                      conversationId={conversationId}
                      message={message}
                      consumerName={consumerName}
                      active={active === message._id}
                      highlightTerm={highlightTerm}
                      startsDay={startsDay}
                      startsUnread={startsUnread}
                      index={item.index}
                      setSize={rows.length}
                      start={item.start}
                      measureRef={virtualizer.measureElement}
                      unfolds={unfolded.get(key) ?? 0}
                      onUnfold={unfold}
                      rowKey={key}
                    />
                  );
                })}
              </ol>
            </div>
          </MessageActionsProvider>
        </FileRenderersProvider>
      </div>
      {!nearBottom && <JumpToNewest unread={unread} onPress={jumpToNewest} />}
      <NewMessagesAnnouncer conversationId={conversationId} messages={messages} consumerName={consumerName} />
    </div>
  );
}
