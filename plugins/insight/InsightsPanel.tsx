import { copyText, type DockWidgetProps, EmptyState, IconButton, Spinner, useFullHistory, useService, useSnapshot, useThread } from '@tessera/core';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { count, group, groupTitle, panel, word as wordClass, wordText } from './insight.css';
import { type CollectedWord, collectWords } from './collectWords';
import { engineState, loadEngine } from './engine';
import { activeTerms } from './terms';

/** Insights (spec 001 §2): the words collected, each to highlight, step through and copy. */
export default function InsightsPanel({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const view = useService('conversation.view');
  const lit = useSnapshot(view.highlighted);
  // Words from the whole conversation, not only the newest page on screen.
  useFullHistory(conversationId);
  const messages = useThread(conversationId)?.messages;
  // Shown before a conversation was opened (the dock's choice kept): the widget loads the engine itself.
  const { ready } = useSnapshot(engineState);
  useEffect(() => void loadEngine(), []);
  const words = useMemo(() => (ready ? collectWords(messages ?? [], activeTerms()) : []), [messages, ready]);

  if (!conversationId) return <EmptyState icon="lightbulb">{intl.formatMessage({ id: 'insight.none' })}</EmptyState>;
  if (!ready) return <Spinner label={intl.formatMessage({ id: 'insight.loading' })} />;
  if (!words.length) return <EmptyState icon="lightbulb">{intl.formatMessage({ id: 'insight.empty' })}</EmptyState>;

  const isLit = (w: CollectedWord) => lit.conversationId === conversationId && lit.term === w.word;
  const step = (w: CollectedWord, delta: number) => {
    const at = isLit(w) && lit.activeMessageId ? w.messageIds.indexOf(lit.activeMessageId) : -1;
    const next = at === -1 ? (delta > 0 ? 0 : w.messageIds.length - 1) : (at + delta + w.messageIds.length) % w.messageIds.length;
    view.highlight(conversationId, w.word, w.messageIds[next] ?? null);
  };

  const terms = [...new Set(words.map((w) => w.term))];
  return (
    <div className={panel}>
      {terms.map((term) => (
        <section key={term} aria-label={term}>
          <h4 className={groupTitle}>{term}</h4>
          <ul className={group}>
            {words
              .filter((w) => w.term === term)
              .map((w) => (
                <li key={w.word} className={wordClass}>
                  <span className={wordText}>{w.word}</span>
                  <span className={count}>{intl.formatMessage({ id: 'insight.count' }, { count: w.messageIds.length })}</span>
                  <IconButton
                    icon="search"
                    label={intl.formatMessage({ id: 'insight.highlight' }, { word: w.word })}
                    pressed={isLit(w)}
                    onPress={() => (isLit(w) ? view.clearHighlight() : view.highlight(conversationId, w.word, w.messageIds[w.messageIds.length - 1] ?? null))}
                  />
                  <IconButton icon="up" label={intl.formatMessage({ id: 'insight.previous' }, { word: w.word })} onPress={() => step(w, -1)} />
                  <IconButton icon="down" label={intl.formatMessage({ id: 'insight.next' }, { word: w.word })} onPress={() => step(w, 1)} />
                  <IconButton icon="copy" label={intl.formatMessage({ id: 'insight.copyWord' }, { word: w.word })} onPress={() => void copyText(w.word)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
