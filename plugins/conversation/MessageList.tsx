import { Button, dayKey, dayLabel, loadMessages, Spinner, useService, useSnapshot, useThread } from '@tessera/core';
import { Fragment, memo, type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { daySeparator, historyEdge, log, scroller } from './conversation.css';
import { FileRenderersProvider } from './fileRenderers';
import { MessageActionsProvider } from './messageActions';
import { MessageItem } from './MessageItem';
import { messageKey } from './threadWindow';
import { useStickToBottom } from './useStickToBottom';
import { useThreadWindow } from './useThreadWindow';

/** Scrolled this close to the top of what is rendered, older messages held in memory come in. */
const NEAR_TOP_PX = 200;

/** A message renders again only when it changed (messages are values: a change is a new object). */
const ShownMessage = memo(MessageItem);

interface Props {
  conversationId: string;
  consumerName: string;
}

type ShownItem = ReturnType<typeof useThreadWindow>['shown'][number];
type DayRun = { key: string; first: ShownItem; messages: ShownItem[] };

/**
 * The shown messages in runs of one day, each keyed by its day (and how many runs of that day came
 * before it, should the thread not be in order): older messages joining a day keep its list.
 */
function days(shown: readonly ShownItem[]): DayRun[] {
  const runs: DayRun[] = [];
  const seen = new Map<string, number>();
  let current = '';
  for (const m of shown) {
    const day = dayKey(m.sentTime);
    if (runs.length === 0 || day !== current) {
      current = day;
      const n = seen.get(day) ?? 0;
      seen.set(day, n + 1);
      runs.push({ key: `${day}#${n}`, first: m, messages: [] });
    }
    runs[runs.length - 1]!.messages.push(m);
  }
  return runs;
}

/**
 * The thread, oldest first, with DD/MM day separators and older pages on demand. Only its newest
 * part is rendered at first (see useThreadWindow); older messages held in memory come in as the
 * agent scrolls up or presses "load older", which fetches older pages once all held ones show.
 */
export function MessageList({ conversationId, consumerName }: Props) {
  const intl = useIntl();
  const thread = useThread(conversationId);
  const { activeMessageId, conversationId: highlighted, term } = useSnapshot(useService('conversation.view').highlighted);
  const active = highlighted === conversationId ? activeMessageId : null;
  const highlightTerm = highlighted === conversationId ? term : '';
  const ref = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const view = useService('conversation.view');
  useEffect(() => view.bindThread(conversationId, () => logRef.current?.focus()), [view, conversationId]);
  const messages = thread?.messages ?? [];
  const { shown, hidden, showOlder } = useThreadWindow(messages, active);
  const last = messages[messages.length - 1];
  const onScrollStick = useStickToBottom(ref, shown[0]?._id, last?._id, last?.by === 'agent' && !!last.status.sending);

  useEffect(() => {
    if (!thread || thread.status === 'idle') void loadMessages(conversationId, 1);
    // Only on opening: later pages load on demand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId]);

  // What is rendered does not fill the view (laid out: a hidden tile has no height): there is
  // nothing to scroll up to, so older messages come in.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && hidden > 0 && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight + NEAR_TOP_PX) {
      const frame = requestAnimationFrame(() => showOlder());
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [hidden, shown.length, showOlder]);

  const activeShown = active !== null && shown.some((m) => m._id === active);
  useEffect(() => {
    if (!activeShown || !active) return;
    ref.current?.querySelector(`[data-message-id="${CSS.escape(active)}"]`)?.scrollIntoView({ block: 'center' });
  }, [active, activeShown]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    onScrollStick();
    if (hidden > 0 && event.currentTarget.scrollTop < NEAR_TOP_PX) showOlder();
  };

  const loadOlder = () => {
    // Older messages held come in first; once all show, the next older page is fetched (and shows as it comes).
    if (!showOlder()) void loadMessages(conversationId);
  };

  const loading = thread?.status === 'loading';
  return (
    <div ref={ref} className={scroller} onScroll={onScroll}>
      {hidden === 0 && thread?.complete ? (
        <p className={historyEdge}>{intl.formatMessage({ id: 'conversation.historyStart' })}</p>
      ) : hidden === 0 && loading ? (
        <p className={historyEdge}>
          <Spinner label={intl.formatMessage({ id: 'conversation.loadingOlder' })} />
        </p>
      ) : messages.length > 0 ? (
        <p className={historyEdge}>
          <Button variant="ghost" icon="up" onPress={loadOlder}>
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
      <FileRenderersProvider>
      <MessageActionsProvider>
      {/* tabIndex -1: the keyboard lands on the messages when the reply box goes (the conversation closed).
          The log holds each day's separator and its list of messages: the lists hold messages only
          (role=log on a list would take its list role away and leave its items outside any list). */}
      <div ref={logRef} tabIndex={-1} className={log} role="log" aria-label={intl.formatMessage({ id: 'conversation.messages' }, { name: consumerName })}>
        {days(shown).map(({ key, first, messages: ofTheDay }) => (
          <Fragment key={key}>
            <span className={daySeparator} role="separator" aria-label={dayLabel(first.sentTime)}>
              {dayLabel(first.sentTime)}
            </span>
            <ol className={log}>
              {ofTheDay.map((m) => (
                // The client id stays the same from sending to sent, so the bubble is not re-created.
                <ShownMessage key={messageKey(m)} conversationId={conversationId} message={m} consumerName={consumerName} active={active === m._id} highlightTerm={highlightTerm} />
              ))}
            </ol>
          </Fragment>
        ))}
      </div>
      </MessageActionsProvider>
      </FileRenderersProvider>
      {thread?.status === 'success' && messages.length === 0 && (
        <p className={historyEdge}>{intl.formatMessage({ id: 'conversation.noMessages' })}</p>
      )}
    </div>
  );
}
