import { dayKey, dayLabel, EmptyState, type Message, type Snapshot, timeLabel, useConsumerName, useConversation, useOptionalService, useThread } from '@tessera/core';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { day, dayHeading, item, meta, panel, text } from './favorites.css';

type Favourite = Snapshot<Message>;

/** The favourites of the thread as loaded, oldest day first, each day under its DD/MM. */
export function byDay(messages: readonly Favourite[]): { key: string; label: string; messages: Favourite[] }[] {
  const days = new Map<string, { key: string; label: string; messages: Favourite[] }>();
  for (const m of messages) {
    if (!m.favorite) continue;
    const key = dayKey(m.sentTime);
    const group = days.get(key) ?? { key, label: dayLabel(m.sentTime), messages: [] };
    group.messages.push(m);
    days.set(key, group);
  }
  return [...days.values()];
}

/**
 * The conversation's favourite messages as a dock widget (spec 001 §2 "Favorite messages list
 * grouped by day (DD/MM)"); pressing one brings it into view in the thread.
 */
export default function FavoritesWidget({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const thread = useThread(conversationId ?? '');
  const consumer = useConsumerName(useConversation(conversationId ?? '')?.consumer);
  const view = useOptionalService('conversation.view');
  const days = useMemo(() => byDay(thread?.messages ?? []), [thread?.messages]);
  if (!conversationId) return <EmptyState icon="star">{intl.formatMessage({ id: 'favorites.noConversation' })}</EmptyState>;
  if (days.length === 0) return <EmptyState icon="star">{intl.formatMessage({ id: 'favorites.empty' })}</EmptyState>;

  const author = (m: Favourite) =>
    m.by === 'consumer' || m.by === 'client' ? consumer : m.userName || intl.formatMessage({ id: `favorites.author.${m.by === 'manager' ? 'agent' : m.by}` });
  return (
    <div className={panel}>
      {days.map((group) => (
        <section key={group.key} aria-labelledby={`favorites-day-${group.key}`}>
          <h3 id={`favorites-day-${group.key}`} className={dayHeading}>
            {group.label}
          </h3>
          <ul className={day}>
            {group.messages.map((m) => (
              <li key={m._id}>
                <Button className={item} onPress={() => view?.reveal(conversationId, m._id)} isDisabled={!view}>
                  <span className={meta}>
                    {author(m)} · <time dateTime={m.sentTime}>{timeLabel(m.sentTime)}</time>
                  </span>
                  <span className={text}>{m.text || m.files.map((f) => f.file_name).join(', ')}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
