import { dayLabel, IconButton, type Message, type OutgoingMessage, retryMessage, type Snapshot, timeLabel, useSession } from '@tessera/core';
import { type CSSProperties, useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { activeMatch, author, bubble, daySeparator, errorText, footerLine, privateBadge, privateNote, row, unreadDivider } from './conversation.css';
import { authorLabel } from './authorLabel';
import { MessageFileView } from './fileRenderers';
import { MessageActions } from './messageActions';
import { MessageText } from './MessageText';

function sideOf(by: Message['by']): keyof typeof bubble {
  if (by === 'agent' || by === 'manager') return 'agent';
  if (by === 'system') return 'system';
  return 'consumer';
}

/** Our own message while the outbox holds it may say more than its status: that retrying waits for the connection, or why the server refused it. */
type Outgoing = Snapshot<OutgoingMessage>;

function deliveryOf(m: Outgoing): 'sending' | 'waiting' | 'error' | 'read' | 'delivered' | 'sent' | undefined {
  if (m.status.error) return 'error';
  if (m.status.sending) return m.outgoing?.waiting ? 'waiting' : 'sending';
  if (m.status.read) return 'read';
  if (m.status.delivered) return 'delivered';
  if (m.status.sent) return 'sent';
  return undefined;
}

interface Props {
  conversationId: string;
  message: Snapshot<Message>;
  consumerName: string;
  active: boolean;
  /** The term the view highlights in this conversation ('' for none). */
  highlightTerm: string;
  /** First message of its day: the DD/MM separator shows above it. */
  startsDay: boolean;
  /** The first unread message: the 'new messages' divider shows above it. */
  startsUnread: boolean;
  /** The row's place in the thread, for the virtualizer: its index, where it starts, and the ref it measures. */
  index: number;
  /** How many rows the thread holds: with the index, tells assistive technology where a mounted row sits. */
  setSize: number;
  start: number;
  measureRef: (element: HTMLLIElement | null) => void;
  /** How far the agent unfolded a very long text (0: folded as it came); kept by the list while the row unmounts. */
  unfolds: number;
  onUnfold: (key: string, unfolds: number) => void;
  /** The row's key, for onUnfold. */
  rowKey: string;
}

/** One message: who wrote it, the text as text (never HTML), files by safe link, delivery state. */
export function MessageItem({ conversationId, message, consumerName, active, highlightTerm, startsDay, startsUnread, index, setSize, start, measureRef, unfolds, onUnfold, rowKey }: Props) {
  const intl = useIntl();
  const myId = useSession()?.user.id;
  const side = sideOf(message.by);
  const who = authorLabel(intl, message, consumerName, myId);
  const delivery = side === 'agent' ? deliveryOf(message) : undefined;
  const reason = (message as Outgoing).outgoing?.reason;
  const classes = [bubble[side], message.private ? privateNote : '', active ? activeMatch : ''].join(' ');
  const item = useRef<HTMLLIElement | null>(null);
  const setItem = useCallback(
    (element: HTMLLIElement | null) => {
      item.current = element;
      measureRef(element);
    },
    [measureRef],
  );
  const resend = () => {
    // The button goes as the message goes out again: the focus stays on the message, whose status then speaks.
    item.current?.focus();
    void retryMessage(conversationId, message.clientId!);
  };
  const place: CSSProperties = { transform: `translateY(${start}px)` };

  return (
    <li ref={setItem} tabIndex={side === 'agent' ? -1 : undefined} data-index={index} aria-posinset={index + 1} aria-setsize={setSize} className={row} style={place} data-message-id={message._id} aria-current={active ? 'true' : undefined}>
      {startsDay && (
        <span className={daySeparator} role="separator" aria-label={dayLabel(message.sentTime)}>
          {dayLabel(message.sentTime)}
        </span>
      )}
      {startsUnread && (
        <span className={unreadDivider} role="separator" aria-label={intl.formatMessage({ id: 'conversation.newMessages' })}>
          {intl.formatMessage({ id: 'conversation.newMessages' })}
        </span>
      )}
      <div className={classes}>
      <span className={author}>
        {who}
        {message.private && <span className={privateBadge}>{intl.formatMessage({ id: 'conversation.private' })}</span>}
      </span>
      {message.text && (
        <MessageText
          text={message.text}
          highlightTerm={highlightTerm}
          active={active}
          unfolds={unfolds}
          onUnfold={(n) => onUnfold(rowKey, n)}
          who={who}
          time={timeLabel(message.sentTime)}
        />
      )}
      {message.files.map((file) => (
        <MessageFileView key={file.file_url} conversationId={conversationId} message={message} file={file} />
      ))}
      <span className={footerLine}>
        <time dateTime={message.sentTime}>{timeLabel(message.sentTime)}</time>
        {delivery && (
          // Inside the thread's log (a polite live region): a change to waiting or not sent is announced.
          <span className={delivery === 'error' ? errorText : undefined}>
            {delivery === 'error' && reason
              ? intl.formatMessage({ id: 'conversation.status.errorReason' }, { reason })
              : intl.formatMessage({ id: `conversation.status.${delivery}` })}
          </span>
        )}
        {delivery === 'error' && message.clientId && (
          <IconButton icon="refresh" label={intl.formatMessage({ id: 'conversation.resend' }, { time: timeLabel(message.sentTime) })} onPress={resend} />
        )}
        {/* A message still on its way has no server id to act on. */}
        {!message.status.sending && !message.status.error && <MessageActions conversationId={conversationId} message={message} />}
      </span>
      </div>
    </li>
  );
}
