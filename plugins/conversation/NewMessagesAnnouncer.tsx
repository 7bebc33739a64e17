import { type Message, type Snapshot, useSession } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { authorLabel, isMine } from './authorLabel';
import { visuallyHidden } from './conversation.css';
import { messageKey } from './threadRows';

/** What the announcer keeps: the last few, so a burst is read in order and the region stays small. */
const KEPT = 3;
/** A long message is announced by its beginning. */
const SPOKEN_CHARS = 200;

interface Props {
  conversationId: string;
  messages: readonly Snapshot<Message>[];
  consumerName: string;
}

/**
 * Speaks what is new in the open conversation (a polite live region): a message someone else
 * wrote, and our own reply that could not be sent. The thread's log itself is not a live region,
 * since its rows mount and unmount as the agent scrolls.
 */
export function NewMessagesAnnouncer({ conversationId, messages, consumerName }: Props) {
  const intl = useIntl();
  const myId = useSession()?.user.id;
  const [said, setSaid] = useState<{ key: string; text: string }[]>([]);
  const last = messages[messages.length - 1];
  const seen = useRef<{ lastKey: string | undefined; failed: Set<string> } | null>(null);

  useEffect(() => {
    const lastKey = last ? messageKey(last) : undefined;
    const before = seen.current;
    const failed = new Set(messages.filter((m) => m.status.error).map(messageKey));
    seen.current = { lastKey, failed };
    // The thread as it opened (or as it came from the server) is not news.
    if (!before || !before.lastKey || !last) return;
    const news: { key: string; text: string }[] = [];
    if (lastKey !== before.lastKey && !isMine(last, myId)) {
      const who = authorLabel(intl, last, consumerName, myId);
      const text = last.text ? last.text.slice(0, SPOKEN_CHARS) : last.files.map((f) => f.file_name).join(', ');
      news.push({ key: `new-${lastKey}`, text: intl.formatMessage({ id: 'conversation.announce.new' }, { who, text }) });
    }
    for (const key of failed) {
      if (!before.failed.has(key)) news.push({ key: `failed-${key}`, text: intl.formatMessage({ id: 'conversation.announce.failed' }) });
    }
    if (news.length) setSaid((previous) => [...previous, ...news].slice(-KEPT));
    // Runs as the thread changes; the conversation is fixed for this component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages]);

  return (
    <div className={visuallyHidden} aria-live="polite" data-conversation={conversationId}>
      {said.map((s) => (
        <p key={s.key}>{s.text}</p>
      ))}
    </div>
  );
}
