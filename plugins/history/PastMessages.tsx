import { Button, dateTimeLabel, IconButton, inputClass, type Message, Spinner } from '@tessera/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { PastConversation } from './api';
import { bubble, bubbleBase, counter, field, label, mark, messageMeta, messages as messagesClass, muted, searchBar, searchInput } from './history.css';
import { findMatches, HIGHLIGHT_DELAY_MS, type Match, MAX_HISTORY_MATCHES, segmentsOf, stepMatch } from './search';
import { usePastMessages } from './usePastMessages';

const sideOf = (by: Message['by']): keyof typeof bubble => (by === 'agent' || by === 'manager' ? 'agent' : by === 'system' ? 'system' : 'consumer');

/**
 * The Messages tab of a past conversation (spec 001 §2 History panel): its messages, 'load
 * messages' for older ones, and a search whose Enter / down / up move between the highlighted
 * matches (highlighted 300 ms after typing stops: spec 001 §9). Texts are text, matches are marks.
 */
export function PastMessages({ past }: { past: PastConversation }) {
  const intl = useIntl();
  const { messages, more, loading, failed, loadMore } = usePastMessages(past);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [current, setCurrent] = useState(-1);
  const listRef = useRef<HTMLOListElement>(null);

  // The highlight follows the typing after a pause (300 ms); Enter applies it at once.
  useEffect(() => {
    if (typed === term) return;
    const timer = setTimeout(() => setTerm(typed), HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);

  const matches = useMemo(() => findMatches(messages, term), [messages, term]);
  useEffect(() => setCurrent(matches.length ? 0 : -1), [term]); // eslint-disable-line react-hooks/exhaustive-deps -- a new search starts at its first match
  const byMessage = useMemo(() => {
    const grouped = new Map<string, { first: number; list: Match[] }>();
    matches.forEach((m, i) => {
      const group = grouped.get(m.messageId) ?? { first: i, list: [] };
      group.list.push(m);
      grouped.set(m.messageId, group);
    });
    return grouped;
  }, [matches]);

  // The current match is brought into view.
  useEffect(() => {
    if (current < 0) return;
    const element = listRef.current?.querySelector(`[data-match="${current}"]`);
    element?.scrollIntoView?.({ block: 'center' });
  }, [current, matches]);

  const move = (direction: 1 | -1) => setCurrent((at) => stepMatch(at, matches.length, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (typed !== term) setTerm(typed);
      else move(event.shiftKey ? -1 : 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    }
  };

  const position =
    term.trim() === ''
      ? ''
      : matches.length === 0
        ? intl.formatMessage({ id: 'history.search.none' })
        : intl.formatMessage({ id: matches.length >= MAX_HISTORY_MATCHES ? 'history.search.positionCapped' : 'history.search.position' }, { current: current + 1, total: matches.length });

  return (
    <>
      <div className={searchBar}>
        <TextField className={field} value={typed} onChange={setTyped} aria-describedby={`history-search-count-${past.conversationId}`}>
          <Label className={label}>{intl.formatMessage({ id: 'history.search.label' })}</Label>
          <Input className={`${inputClass} ${searchInput}`} type="search" onKeyDown={onKeyDown} placeholder={intl.formatMessage({ id: 'history.search.placeholder' })} />
        </TextField>
        <span id={`history-search-count-${past.conversationId}`} className={counter} role="status">
          {position}
        </span>
        <IconButton icon="up" label={intl.formatMessage({ id: 'history.search.previous' })} isDisabled={matches.length === 0} onPress={() => move(-1)} />
        <IconButton icon="down" label={intl.formatMessage({ id: 'history.search.next' })} isDisabled={matches.length === 0} onPress={() => move(1)} />
      </div>
      {more && (
        <Button icon="up" onPress={loadMore} isPending={loading}>
          {intl.formatMessage({ id: 'history.loadMessages' })}
        </Button>
      )}
      {failed && <p className={muted}>{intl.formatMessage({ id: 'history.messagesFailed' })}</p>}
      {loading && messages.length === 0 && <Spinner label={intl.formatMessage({ id: 'history.loading' })} />}
      {!loading && !failed && messages.length === 0 && <p className={muted}>{intl.formatMessage({ id: 'history.noMessages' })}</p>}
      <ol ref={listRef} className={messagesClass} aria-label={intl.formatMessage({ id: 'history.messagesOf' }, { protocol: past.protocol ?? past.conversationId })}>
        {messages.map((m) => {
          const found = byMessage.get(m._id);
          const parts = found ? segmentsOf(m.text, found.list, found.first) : [{ text: m.text }];
          const who = m.by === 'consumer' || m.by === 'client' ? intl.formatMessage({ id: 'history.by.consumer' }) : m.userName || intl.formatMessage({ id: `history.by.${sideOf(m.by)}` });
          return (
            <li key={m._id} className={`${bubbleBase} ${bubble[sideOf(m.by)]}`}>
              <span className={messageMeta}>
                {who} · <time dateTime={m.sentTime}>{dateTimeLabel(m.sentTime)}</time>
              </span>
              {parts.map((part, i) =>
                part.match === undefined ? (
                  <span key={i}>{part.text}</span>
                ) : (
                  <mark key={i} data-match={part.match} className={mark[part.match === current ? 'current' : 'plain']} aria-current={part.match === current ? 'true' : undefined}>
                    {part.text}
                  </mark>
                ),
              )}
              {m.files.length > 0 && <span className={muted}> {m.files.map((f) => f.file_name).join(', ')}</span>}
            </li>
          );
        })}
      </ol>
    </>
  );
}
